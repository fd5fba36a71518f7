'use client';

import { Link } from 'waku';
import { toPersianDigits } from '@/lib/text/persian';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { itemCount } from './cart-rules';
import { useCart } from './use-cart';
import { CART_PATH } from '@/lib/routing/route-paths';

/** The header's cart link with the number of items in the cart. */
export function HeaderCartLink() {
  const { cart, status } = useCart();
  const count = status === 'loading' ? 0 : itemCount(cart);
  return (
    <Link
      className="header-action"
      to={CART_PATH}
      aria-label={count > 0 ? `سبد خرید، ${toPersianDigits(count)} کالا` : 'سبد خرید'}
    >
      <span className="header-action__icon">
        <Icon path={iconPaths.cart} />
        {count > 0 ? (
          <span className="header-action__count" aria-hidden="true">
            {toPersianDigits(count)}
          </span>
        ) : null}
      </span>
      <span className="header-action__label">سبد خرید</span>
    </Link>
  );
}
