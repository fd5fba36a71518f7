import { formatJalaliDate } from '../../lib/dates';
import { formatToman } from '../../lib/money';
import { toPersianDigits } from '../../lib/persian';
import { BidiText } from '../../ui/BidiText';
import { StatusBadge } from './StatusBadge';

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
  const date = formatJalaliDate(order.date);
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
          <dd>{date ? <time dateTime={order.date ?? undefined}>{date}</time> : '—'}</dd>
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
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">اقلام سفارش</caption>
            <thead>
              <tr>
                <th scope="col">محصول</th>
                <th scope="col">تعداد</th>
                <th scope="col">قیمت واحد</th>
                <th scope="col">مبلغ</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.key}>
                  <th scope="row">
                    <BidiText text={item.title} />
                  </th>
                  <td>
                    {toPersianDigits(item.amount)} {item.unitName ?? ''}
                  </td>
                  <td>{formatToman(item.price)}</td>
                  <td>{formatToman(item.price * item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="empty-state">اقلام این سفارش در دسترس نیست.</p>
      )}
    </article>
  );
}
