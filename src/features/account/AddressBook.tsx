'use client';

import { useState } from 'react';
import type { ContactInfo } from '../../shop-api/browser';
import { toPersianDigits } from '../../lib/persian';
import { showToast } from '../../ui/toast/toast-store';
import { AddressForm } from './AddressForm';
import { addressLine } from './address-summary';

type Props = { initial: ContactInfo[]; loadError: string | null; tileUrl: string };

/** The profile's addresses: the saved list, adding and editing. */
export function AddressBook({ initial, loadError, tileUrl }: Props) {
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<ContactInfo | 'new' | null>(null);

  function onSaved(saved: ContactInfo) {
    setAddresses((current) => {
      const others = current.filter((address) => address.id !== saved.id);
      const unflagged = saved.isDefault ? others.map((address) => ({ ...address, isDefault: false })) : others;
      const index = current.findIndex((address) => address.id === saved.id);
      if (index === -1) return [...unflagged, saved];
      const next = [...unflagged];
      next.splice(index, 0, saved);
      return next;
    });
    setEditing(null);
    showToast('نشانی ذخیره شد.');
  }

  return (
    <div>
      {loadError ? (
        <p className="form__error form__error--banner" role="alert">
          {loadError}
        </p>
      ) : null}
      {addresses.length === 0 && !loadError ? <p className="empty-state">هنوز نشانی‌ای ذخیره نکرده‌اید.</p> : null}
      {addresses.length > 0 ? (
        <ul className="address-list" aria-label="نشانی‌های ذخیره‌شده">
          {addresses.map((address) => (
            <li key={address.id ?? `${address.recipient}-${address.postalCode}`} className="address-card">
              <span className="address-card__title">
                {address.recipient}
                {address.isDefault ? <span className="badge badge--default">پیش‌فرض</span> : null}
              </span>
              <span>{addressLine(address)}</span>
              <span className="address-card__meta">
                کد پستی: <bdi dir="ltr">{toPersianDigits(address.postalCode)}</bdi> · موبایل:{' '}
                <bdi dir="ltr">{toPersianDigits(address.phoneNumber)}</bdi>
                {address.latitude != null ? ' · موقعیت روی نقشه ثبت شده' : ''}
              </span>
              <span>
                <button type="button" className="link-button" onClick={() => setEditing(address)}>
                  ویرایش
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <AddressForm key={editing === 'new' ? 'new' : (editing.id ?? 'edit')} initial={editing === 'new' ? null : editing}
          tileUrl={tileUrl} onSaved={onSaved} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          افزودن نشانی تازه
        </button>
      )}
    </div>
  );
}
