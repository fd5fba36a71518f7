'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Link, useRouter } from 'waku';
import { browserTextStore } from '@/lib/browser/text-store';
import { toPersianDigits } from '@/lib/text/persian';
import { readUserIdFromToken } from '@/shop-api/token';
import { showToast } from '@/ui/toast/toast-store';
import { AddressCardBody } from '../account/AddressCardBody';
import type { AddressSummary } from '../account/address-summary';
import { profileTabPath } from '@/lib/routing/profile-tabs';
import { CartReview } from '../cart/CartReview';
import { CartStatusNotice } from '../cart/CartStatusNotice';
import { CartTotals } from '../cart/CartTotals';
import { CART_FAILURE_MESSAGES } from '../cart/messages';
import { cartStore, useCart } from '../cart/use-cart';
import { browserShopApi } from '@/shop-api/browser-client';
import { readToken } from '../session/session-store';
import { sameId } from '@/shop-api/id';
import { clearCheckoutDraft, readCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import { CHECKOUT_MESSAGES } from './messages';
import { placeOrder } from './place-order';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { CHECKOUT_PATH } from '@/lib/routing/route-paths';
import { navigated } from '@/lib/browser/navigated';

type Props = { addresses: AddressSummary[]; loadError: string | null };

/**
 * /Settlement: the payable summary — the lines, the discount, the amount
 * payable and the chosen address — and the final button that places the
 * order once, then opens the orders tab of the profile.
 */
export function SettlementView({ addresses, loadError }: Props) {
  const id = useId();
  const router = useRouter();
  const { status, cart } = useCart();
  const [draft, setDraft] = useState<CheckoutDraft | null | 'unread'>('unread');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [placedNumber, setPlacedNumber] = useState<number | null>(null);
  const once = useRef(false);

  useEffect(() => {
    void cartStore.refresh();
    setDraft(readCheckoutDraft(browserTextStore('sessionStorage')));
  }, []);

  if (placedNumber !== null) {
    return (
      <div className="card empty-card" role="status">
        <p>{CHECKOUT_MESSAGES.placed(toPersianDigits(placedNumber))}</p>
        <Link className="button" to={profileTabPath('orders')}>
          مشاهده سفارش‌ها
        </Link>
      </div>
    );
  }
  if (draft === 'unread' || status !== 'ready' || cart.items.length === 0) {
    return <CartStatusNotice status={draft === 'unread' ? 'loading' : status} />;
  }
  const address = draft
    ? addresses.find((candidate) => sameId(candidate.id, draft.contactInfoId))
    : undefined;
  if (!draft || !address) {
    return (
      <div className="card empty-card">
        <FormErrorBanner>{loadError}</FormErrorBanner>
        <p className="empty-state">{CHECKOUT_MESSAGES.noDraft}</p>
        <Link className="button" to={CHECKOUT_PATH}>
          بازگشت به تکمیل خرید
        </Link>
      </div>
    );
  }

  async function submit(chosen: CheckoutDraft) {
    // A double click (or a second press while the first is on its way) submits once.
    if (once.current) return;
    once.current = true;
    setSubmitting(true);
    setError(null);
    const placed = await placeOrder({
      api: browserShopApi(),
      cart,
      draft: chosen,
      userId: readUserIdFromToken(readToken()) ?? 'unknown',
      orderStore: browserTextStore('localStorage'),
      now: () => new Date(),
    });
    if (!placed.ok) {
      once.current = false;
      setSubmitting(false);
      setError(placed.message);
      showToast(placed.message, { color: 'error' });
      return;
    }
    clearCheckoutDraft(browserTextStore('sessionStorage'));
    if (!placed.cleared) showToast(CART_FAILURE_MESSAGES.clear, { color: 'error' });
    showToast(CHECKOUT_MESSAGES.placed(toPersianDigits(placed.order.id)));
    setPlacedNumber(placed.order.id);
    await cartStore.ordered();
    await navigated(router.push(profileTabPath('orders')));
  }

  return (
    <div className="settlement">
      <section className="card checkout__section" aria-labelledby={`${id}-items`}>
        <h2 id={`${id}-items`}>اقلام سفارش</h2>
        <CartReview cart={cart} />
      </section>
      <div className="settlement__side">
        <section className="card checkout__section" aria-labelledby={`${id}-address`}>
          <h2 id={`${id}-address`}>ارسال به</h2>
          <p className="address-card">
            <AddressCardBody address={address} />
          </p>
          {draft.note.trim() ? (
            <p className="settlement__note">
              <strong>توضیحات: </strong>
              {draft.note}
            </p>
          ) : null}
          <Link to={CHECKOUT_PATH}>تغییر نشانی یا توضیحات</Link>
        </section>
        <section className="card checkout__section" aria-labelledby={`${id}-pay`}>
          <h2 id={`${id}-pay`}>مبلغ قابل پرداخت</h2>
          <CartTotals cart={cart} />
          <FormErrorBanner>{error}</FormErrorBanner>
          <button
            type="button"
            className="button settlement__submit"
            disabled={submitting}
            aria-busy={submitting || undefined}
            onClick={() => void submit(draft)}
          >
            {submitting ? 'در حال ثبت سفارش…' : 'ثبت نهایی سفارش'}
          </button>
        </section>
      </div>
    </div>
  );
}
