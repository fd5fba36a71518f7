'use client';

import { Link } from 'waku';
import type { CartState } from './cart-store';
import { CART_MESSAGES } from './messages';
import { cartStore } from './use-cart';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { PRODUCTS_PATH } from '@/lib/routing/route-paths';

/**
 * What a page about the cart shows instead of the cart: a placeholder while it
 * loads, the failure with a retry (the view is empty, SPEC §4), or the empty cart.
 */
export function CartStatusNotice({
  status,
  emptyText = CART_MESSAGES.empty,
}: {
  status: CartState['status'];
  emptyText?: string;
}) {
  if (status === 'loading') {
    return (
      <div className="card empty-card" aria-busy="true">
        <p role="status">در حال بارگذاری سبد خرید…</p>
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    );
  }
  return (
    <div className="card empty-card">
      {status === 'failed' ? (
        <FormErrorBanner>
          {CART_MESSAGES.loadFailed}{' '}
          <button type="button" className="link-button" onClick={() => void cartStore.refresh()}>
            تلاش دوباره
          </button>
        </FormErrorBanner>
      ) : null}
      <p className="empty-state">{emptyText}</p>
      <Link className="button" to={PRODUCTS_PATH}>
        مشاهده محصولات
      </Link>
    </div>
  );
}
