import type { Cart } from '@/shop-api/browser';
import { formatToman } from '@/lib/text/money';
import { cartDiscount } from './cart-rules';

/** Total, discount and the amount payable, as the cart's own fields give them (SPEC §3). */
export function CartTotals({
  cart,
  payableLabel = 'مبلغ قابل پرداخت',
}: {
  cart: Cart;
  payableLabel?: string;
}) {
  const discount = cartDiscount(cart);
  return (
    <dl className="totals">
      <div>
        <dt>جمع کل</dt>
        <dd>{formatToman(cart.totalPrice)}</dd>
      </div>
      <div className={discount > 0 ? 'totals__discount' : undefined}>
        <dt>تخفیف</dt>
        <dd>{formatToman(discount)}</dd>
      </div>
      <div className="totals__payable">
        <dt>{payableLabel}</dt>
        <dd>{formatToman(cart.totalPriceWithDiscount)}</dd>
      </div>
    </dl>
  );
}
