'use client';

import { lazy, useEffect, useId, useState, type FormEvent } from 'react';
import { LazyPart } from '@/ui/LazyPart';
import { Link, useRouter } from 'waku';
import { browserTextStore } from '@/lib/browser/text-store';
import type { ContactInfo, Id } from '@/shop-api/browser';
import { sameId } from '@/shop-api/id';
import { toPersianDigits } from '@/lib/text/persian';
import { queueToast, showToast } from '@/ui/toast/toast-store';
import { useHydrated } from '@/ui/use-hydrated';
import { AddressCardBody } from '../account/AddressCardBody';
import { summaryOf, type AddressSummary } from '../account/address-summary';
import { CartReview } from '../cart/CartReview';
import { CartTotals } from '../cart/CartTotals';
import { CartStatusNotice } from '../cart/CartStatusNotice';
import { cartStore, useCart } from '../cart/use-cart';
import {
  MAX_NOTE_LENGTH,
  initialAddressId,
  readCheckoutDraft,
  writeCheckoutDraft,
} from './checkout-draft';
import { CHECKOUT_MESSAGES } from './messages';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { CART_PATH, SETTLEMENT_PATH } from '@/lib/routing/route-paths';
import { navigated } from '@/lib/browser/navigated';

const AddressFormLoader = lazy(() => import('../account/AddressFormLoader'));

type Props = { addresses: AddressSummary[]; loadError: string | null; tileUrl: string };

/**
 * /checkout: the delivery address (a saved one or a new one), the lines with
 * their prices and totals, and a note; then on to /Settlement.
 */
export function CheckoutView({ addresses: initialAddresses, loadError, tileUrl }: Props) {
  const id = useId();
  const router = useRouter();
  const { status, cart } = useCart();
  const [addresses, setAddresses] = useState(initialAddresses);
  const [chosen, setChosen] = useState<Id | null>(() => initialAddressId(initialAddresses, null));
  const [note, setNote] = useState('');
  const [adding, setAdding] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void cartStore.refresh();
    // Back from /Settlement: what was chosen before.
    const draft = readCheckoutDraft(browserTextStore('sessionStorage'));
    if (draft) {
      setChosen((current) => initialAddressId(initialAddresses, draft.contactInfoId) ?? current);
      setNote(draft.note);
    }
  }, [initialAddresses]);

  if (status !== 'ready' || cart.items.length === 0) {
    return <CartStatusNotice status={status} emptyText={CHECKOUT_MESSAGES.emptyCart} />;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) {
      setError(CHECKOUT_MESSAGES.chooseAddress);
      return;
    }
    writeCheckoutDraft(browserTextStore('sessionStorage'), { contactInfoId: chosen, note });
    void navigated(router.push(SETTLEMENT_PATH));
  }

  function onAddressSaved(saved: ContactInfo | null, line: string) {
    const address = saved ? summaryOf({ address: saved, line }) : null;
    // Saved, but not told apart (or without an id): the list from the server will have it.
    if (!address) {
      queueToast(CHECKOUT_MESSAGES.addressSaved);
      window.location.reload();
      return;
    }
    setAddresses((current) => [
      ...current.filter((candidate) => !sameId(candidate.id, address.id)),
      address,
    ]);
    setChosen(address.id);
    setAdding(false);
    setError(null);
    showToast(CHECKOUT_MESSAGES.addressSaved);
  }

  return (
    <form className="checkout" onSubmit={onSubmit} noValidate aria-labelledby="page-title">
      <section className="card checkout__section" aria-labelledby={`${id}-address`}>
        <h2 id={`${id}-address`}>نشانی تحویل</h2>
        <FormErrorBanner>{loadError}</FormErrorBanner>
        {addresses.length > 0 ? (
          <fieldset
            className="address-choices"
            aria-describedby={error ? `${id}-address-error` : undefined}
          >
            <legend className="visually-hidden">نشانی‌های ذخیره‌شده</legend>
            {addresses.map((address) => (
              <label key={address.id} className="address-card address-choice">
                <input
                  type="radio"
                  name="contactInfoId"
                  value={address.id}
                  checked={sameId(chosen, address.id)}
                  onChange={() => {
                    setChosen(address.id);
                    setError(null);
                  }}
                />
                <span className="address-choice__body">
                  <AddressCardBody address={address} />
                </span>
              </label>
            ))}
          </fieldset>
        ) : !loadError ? (
          <p className="empty-state">{CHECKOUT_MESSAGES.noAddresses}</p>
        ) : null}
        {error ? (
          <p id={`${id}-address-error`} className="form__error" role="alert">
            {error}
          </p>
        ) : null}
        {adding ? (
          <LazyPart loading={<p role="status">در حال آماده‌سازی فرم نشانی…</p>}>
            <AddressFormLoader
              initial={null}
              tileUrl={tileUrl}
              onSaved={onAddressSaved}
              onCancel={() => setAdding(false)}
            />
          </LazyPart>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={!hydrated}
            onClick={() => setAdding(true)}
          >
            افزودن نشانی تازه
          </button>
        )}
      </section>

      <section className="card checkout__section" aria-labelledby={`${id}-items`}>
        <h2 id={`${id}-items`}>بازبینی سفارش</h2>
        <CartReview cart={cart} />
        <CartTotals cart={cart} />
        <p className="checkout__edit">
          <Link to={CART_PATH}>ویرایش سبد خرید</Link>
        </p>
      </section>

      <section className="card checkout__section" aria-labelledby={`${id}-note`}>
        <h2 id={`${id}-note`}>توضیحات سفارش (اختیاری)</h2>
        <div className="field">
          <textarea
            aria-labelledby={`${id}-note`}
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            value={note}
            placeholder="مثلاً زمان مناسب تحویل"
            aria-describedby={`${id}-note-count`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-note-count`} className="field__hint">
            {toPersianDigits(note.length)} از {toPersianDigits(MAX_NOTE_LENGTH)} نویسه
          </p>
        </div>
      </section>

      <div className="checkout__next">
        <button type="submit" className="button" disabled={adding}>
          ادامه و بازبینی نهایی
        </button>
      </div>
    </form>
  );
}
