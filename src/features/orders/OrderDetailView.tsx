import { formatToman } from '../../lib/money';
import { toPersianDigits } from '../../lib/persian';
import { LineItemsTable } from '../../ui/LineItemsTable';
import { StatusBadge } from './StatusBadge';
import { ORDER_MESSAGES } from './messages';
import { JalaliDate } from '../../ui/JalaliDate';

export type OrderDetailData = {
  number: string;
  shopCode: string | null;
  date: string | null;
  status: string;
  total: number;
  items: Array<{ key: string; title: string; unitName: string | null; amount: number; price: number }>;
};

/** One order: number, date, status, lines and total. Shown from the shop's answer or a local record. */
export function OrderDetailView({ order, note }: { order: OrderDetailData; note?: string }) {
  return (
    <article className="order-detail" aria-labelledby="order-detail-title">
      <h3 id="order-detail-title">
        سفارش <bdi dir="ltr">{toPersianDigits(order.number)}</bdi>
      </h3>
      <dl className="details-list">
        {order.shopCode ? (
          <div>
            <dt>کد پیگیری فروشگاه</dt>
            <dd>
              <bdi dir="ltr">{toPersianDigits(order.shopCode)}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>تاریخ</dt>
          <dd><JalaliDate value={order.date} /></dd>
        </div>
        <div>
          <dt>وضعیت</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>مبلغ کل</dt>
          <dd>{formatToman(order.total)}</dd>
        </div>
      </dl>
      {note ? <p className="field__hint">{note}</p> : null}
      {order.items.length > 0 ? (
        <LineItemsTable caption="اقلام سفارش" items={order.items.map((item) => ({ ...item, total: item.price * item.amount }))} />
      ) : (
        <p className="empty-state">{ORDER_MESSAGES.noItems}</p>
      )}
    </article>
  );
}
