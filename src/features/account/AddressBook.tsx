'use client';

import { lazy, useState } from 'react';
import { LazyPart } from '@/ui/LazyPart';
import type { ContactInfo } from '@/shop-api/browser';
import { toPersianDigits } from '@/lib/text/persian';
import { sameId } from '@/shop-api/id';
import { queueToast, showToast } from '@/ui/toast/toast-store';
import type { SavedAddress } from './address-summary';
import { ADDRESS_MESSAGES } from './messages';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { useHydrated } from '@/ui/use-hydrated';

const AddressFormLoader = lazy(() => import('./AddressFormLoader'));

type Props = { initial: SavedAddress[]; loadError: string | null; tileUrl: string };

/** The profile's addresses: the saved list, adding and editing (the form loads when opened). */
export function AddressBook({ initial, loadError, tileUrl }: Props) {
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<ContactInfo | 'new' | null>(null);
  const hydrated = useHydrated();

  function onSaved(saved: ContactInfo | null, line: string) {
    // Saved, but not told apart in the list read back: the server's list will show it.
    if (!saved) {
      queueToast(ADDRESS_MESSAGES.saved);
      window.location.reload();
      return;
    }
    setAddresses((current) => {
      const entry = { address: saved, line };
      const others = current.filter((candidate) => !sameId(candidate.address.id, saved.id));
      const unflagged = saved.isDefault
        ? others.map((candidate) => ({
            ...candidate,
            address: { ...candidate.address, isDefault: false },
          }))
        : others;
      const index = current.findIndex((candidate) => sameId(candidate.address.id, saved.id));
      if (index === -1) return [...unflagged, entry];
      const next = [...unflagged];
      next.splice(index, 0, entry);
      return next;
    });
    setEditing(null);
    showToast(ADDRESS_MESSAGES.saved);
  }

  return (
    <div>
      <FormErrorBanner>{loadError}</FormErrorBanner>
      {addresses.length === 0 && !loadError ? (
        <p className="empty-state">هنوز نشانی‌ای ذخیره نکرده‌اید.</p>
      ) : null}
      {addresses.length > 0 ? (
        <ul className="address-list" aria-label="نشانی‌های ذخیره‌شده">
          {addresses.map(({ address, line }) => (
            <li
              key={address.id ?? `${address.recipient}-${address.postalCode}`}
              className="address-card"
            >
              <span className="address-card__title">
                {address.recipient}
                {address.isDefault ? <span className="badge badge--default">پیش‌فرض</span> : null}
              </span>
              <span>{line}</span>
              <span className="address-card__meta">
                کد پستی: <bdi dir="ltr">{toPersianDigits(address.postalCode)}</bdi> · موبایل:{' '}
                <bdi dir="ltr">{toPersianDigits(address.phoneNumber)}</bdi>
                {address.latitude != null ? ' · موقعیت روی نقشه ثبت شده' : ''}
              </span>
              <span>
                <button
                  type="button"
                  className="link-button"
                  disabled={!hydrated}
                  onClick={() => setEditing(address)}
                >
                  ویرایش
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <LazyPart loading={<p role="status">در حال آماده‌سازی فرم نشانی…</p>}>
          <AddressFormLoader
            key={editing === 'new' ? 'new' : (editing.id ?? 'edit')}
            initial={editing === 'new' ? null : editing}
            tileUrl={tileUrl}
            onSaved={onSaved}
            onCancel={() => setEditing(null)}
          />
        </LazyPart>
      ) : (
        <button
          type="button"
          className="button"
          disabled={!hydrated}
          onClick={() => setEditing('new')}
        >
          افزودن نشانی تازه
        </button>
      )}
    </div>
  );
}
