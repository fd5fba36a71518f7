'use client';

import { Link } from 'waku';
import type { Order } from '@/shop-api/browser';
import { formatToman } from '@/lib/text/money';
import { toPersianDigits } from '@/lib/text/persian';
import { profileTabPath } from '@/lib/routing/profile-tabs';
import { mergeOrders, type OrderRow } from './order-views';
import { StatusBadge } from './StatusBadge';
import { useLocalOrders } from './use-local-orders';
import { JalaliDate } from '@/ui/JalaliDate';
import { PRODUCTS_PATH } from '@/lib/routing/route-paths';

type Props = {
  shopOrders: Order[];
  /** The local records join the first page only: they are the newest. */
  withLocal: boolean;
};

function detailPath(row: Pick<OrderRow, 'detail'>): string {
  return row.detail.kind === 'local'
    ? profileTabPath('orders', { local: row.detail.id })
    : profileTabPath('orders', { order: row.detail.id });
}

/** The orders tab's list: the shop's orders merged with the local records, newest first. */
export function OrdersList({ shopOrders, withLocal }: Props) {
  const records = useLocalOrders();
  const rows = mergeOrders(shopOrders, withLocal ? (records ?? []) : []);
  if (rows.length === 0) {
    if (withLocal && records === null) return <p role="status">در حال بارگذاری سفارش‌ها…</p>;
    return (
      <div className="empty-state">
        <p>هنوز سفارشی ثبت نکرده‌اید.</p>
        <Link className="button" to={PRODUCTS_PATH}>
          مشاهده محصولات
        </Link>
      </div>
    );
  }
  return (
    <ul className="order-list" aria-label="سفارش‌ها">
      {rows.map((row) => {
        return (
          <li key={row.key} className="order-row">
            <span className="order-row__number">
              سفارش <bdi dir="ltr">{toPersianDigits(row.number)}</bdi>
            </span>
            <span className="order-row__date">
              <JalaliDate value={row.date} />
            </span>
            <StatusBadge status={row.status} />
            <span className="order-row__total">{formatToman(row.total)}</span>
            <span className="order-row__count">{toPersianDigits(row.itemCount)} قلم</span>
            <Link className="order-row__link" to={detailPath(row)}>
              جزئیات<span className="visually-hidden"> سفارش {toPersianDigits(row.number)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
