import type { Cart } from '../../shop-api/browser';
import { formatToman } from '../../lib/money';
import { toPersianDigits } from '../../lib/persian';
import { BidiText } from '../../ui/BidiText';

/** The cart's lines for checking before an order: unit, amount, price, discount, line total. */
export function CartReview({ cart }: { cart: Cart }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">اقلام سفارش</caption>
        <thead>
          <tr>
            <th scope="col">محصول</th>
            <th scope="col">واحد</th>
            <th scope="col">تعداد</th>
            <th scope="col">قیمت واحد</th>
            <th scope="col">تخفیف</th>
            <th scope="col">مبلغ</th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item) => (
            <tr key={`${item.productId}-${item.unitId}`}>
              <th scope="row">
                <BidiText text={item.productName} />
              </th>
              <td>{item.unitName}</td>
              <td>{toPersianDigits(item.amount)}</td>
              <td>{formatToman(item.price)}</td>
              <td>{formatToman(Math.max(0, item.totalPrice - item.totalPriceWithDiscount))}</td>
              <td>{formatToman(item.totalPriceWithDiscount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
