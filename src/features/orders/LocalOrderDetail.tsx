'use client';

import { useEffect, useState } from 'react';
import { loadShopApi } from '@/shop-api/load-browser-client';
import { localOrderDetail, shopOrderDetail } from './order-views';
import { OrderDetailView, type OrderDetailData } from './OrderDetailView';
import { useLocalOrders } from './use-local-orders';
import { ORDER_MESSAGES } from './messages';

type Shown =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'shown'; order: OrderDetailData; note?: string };

/**
 * A local record's detail: the shop's order when the record names one (its
 * status moves on), else — or when the shop cannot answer — the record's own items.
 */
export function LocalOrderDetail({ id }: { id: number }) {
  const records = useLocalOrders();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });

  useEffect(() => {
    if (records === null) return;
    const record = records.find((candidate) => candidate.id === id);
    if (!record) {
      setShown({ kind: 'missing' });
      return;
    }
    if (record.serverOrderId === null) {
      setShown({ kind: 'shown', order: localOrderDetail(record) });
      return;
    }
    let current = true;
    const { serverOrderId } = record;
    void loadShopApi()
      .then((api) => api.getOrder(serverOrderId))
      .then((answer) => {
        if (!current) return;
        setShown(
          answer.ok
            ? { kind: 'shown', order: shopOrderDetail(answer.value, record) }
            : {
                kind: 'shown',
                order: localOrderDetail(record),
                note: ORDER_MESSAGES.statusNotRefreshed(answer.message),
              },
        );
      });
    return () => {
      current = false;
    };
  }, [records, id]);

  if (shown.kind === 'loading') return <p role="status">در حال بارگذاری سفارش…</p>;
  if (shown.kind === 'missing')
    return <p className="empty-state">{ORDER_MESSAGES.notFoundInBrowser}</p>;
  return <OrderDetailView order={shown.order} note={shown.note} />;
}
