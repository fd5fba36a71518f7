import { linePicture } from '@/lib/images/image-paths';
import { formatToman } from '@/lib/text/money';
import type { Id } from '@/shop-api/id';
import { toPersianDigits } from '@/lib/text/persian';
import { LineItemsTable } from '@/ui/LineItemsTable';
import { StatusBadge } from './StatusBadge';
import { ORDER_MESSAGES } from './messages';
import { JalaliDate } from '@/ui/JalaliDate';
import { DetailsList } from '@/ui/DetailsList';

export type OrderDetailData = {
  number: string;
  shopCode: string | null;
  date: string | null;
  status: string;
  total: number;
  items: Array<{
    key: string;
    productId: Id;
    title: string;
    unitName: string | null;
    amount: number;
    price: number;
  }>;
};

/**
 * One order: number, date, status, lines (with their products' pictures) and
 * total. Shown from the shop's answer or a local record.
 */
export function OrderDetailView({ order, note }: { order: OrderDetailData; note?: string }) {
  return (
    <article className="order-detail" aria-labelledby="order-detail-title">
      <h3 id="order-detail-title">
        سفارش <bdi dir="ltr">{toPersianDigits(order.number)}</bdi>
      </h3>
      <DetailsList
        rows={[
          order.shopCode
            ? {
                term: 'کد پیگیری فروشگاه',
                detail: <bdi dir="ltr">{toPersianDigits(order.shopCode)}</bdi>,
              }
            : null,
          { term: 'تاریخ', detail: <JalaliDate value={order.date} /> },
          { term: 'وضعیت', detail: <StatusBadge status={order.status} /> },
          { term: 'مبلغ کل', detail: formatToman(order.total) },
        ]}
      />
      {note ? <p className="field__hint">{note}</p> : null}
      {order.items.length > 0 ? (
        <LineItemsTable
          caption="اقلام سفارش"
          items={order.items.map(({ productId, ...item }) => ({
            ...item,
            total: item.price * item.amount,
            picture: linePicture(productId, 'lineThumb'),
          }))}
        />
      ) : (
        <p className="empty-state">{ORDER_MESSAGES.noItems}</p>
      )}
    </article>
  );
}
