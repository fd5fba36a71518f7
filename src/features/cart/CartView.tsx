'use client';

import { useEffect, useState } from 'react';
import { Link } from 'waku';
import { ConfirmDialog } from '@/ui/Dialog/ConfirmDialog';
import { CartLineRow } from './CartLineRow';
import { CartStatusNotice } from './CartStatusNotice';
import { CartTotals } from './CartTotals';
import { lineKey } from './cart-rules';
import { CART_MESSAGES } from './messages';
import { cartStore, useCart } from './use-cart';
import { CHECKOUT_PATH, loginPath } from '@/lib/routing/route-paths';

/**
 * The cart page: the lines with their steppers, the totals, and the way on —
 * checkout for a logged-in shopper, the login for a visitor (whose cart then
 * joins the account's).
 */
export function CartView() {
  const { owner, status, cart, pending } = useCart();
  const [confirming, setConfirming] = useState(false);

  // The cart page always shows the shop's latest cart; a failure says so.
  useEffect(() => {
    void cartStore.refresh();
  }, []);

  if (status === 'loading' || cart.items.length === 0) return <CartStatusNotice status={status} />;

  return (
    <div className="cart-layout">
      <section aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="visually-hidden">
          اقلام سبد خرید
        </h2>
        <ul className="cart-lines card">
          {cart.items.map((item) => (
            <CartLineRow key={lineKey(item)} item={item} busy={pending.has(lineKey(item))} />
          ))}
        </ul>
        <button
          type="button"
          className="link-button cart-clear"
          onClick={() => setConfirming(true)}
        >
          خالی کردن سبد خرید
        </button>
      </section>
      <aside className="card cart-summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className="cart-summary__title">
          خلاصه سبد خرید
        </h2>
        <CartTotals cart={cart} />
        {owner === 'account' ? (
          <Link className="button cart-summary__next" to={CHECKOUT_PATH}>
            ادامه خرید و انتخاب نشانی
          </Link>
        ) : (
          <>
            <a className="button cart-summary__next" href={loginPath(CHECKOUT_PATH)}>
              ورود و ادامه خرید
            </a>
            <p className="cart-summary__note">
              سبد خرید شما در همین مرورگر نگه داشته می‌شود و پس از ورود به حساب کاربری‌تان افزوده
              می‌شود.
            </p>
          </>
        )}
      </aside>
      <ConfirmDialog
        open={confirming}
        title="خالی کردن سبد خرید"
        message={CART_MESSAGES.clearQuestion}
        confirmLabel="بله، خالی شود"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void cartStore.clear();
        }}
      />
    </div>
  );
}
