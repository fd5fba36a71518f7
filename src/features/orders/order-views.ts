import type { Id, Order } from '@/shop-api/browser';
import { idKey } from '@/shop-api/id';
import type { LocalOrder } from './local-orders';
import type { OrderDetailData } from './OrderDetailView';

/**
 * The shop's orders and the local records as the orders tab shows them. A
 * record that names a shop order is shown with it as one order: under the
 * record's number (the one the shopper was told), with the shop's code,
 * date and status (the shop's status moves on; the record's does not).
 */
type Headline = Pick<OrderDetailData, 'number' | 'shopCode' | 'date' | 'status' | 'total'>;

function headline(order: Order, record: LocalOrder | undefined): Headline {
  return {
    number: record ? String(record.id) : (order.code ?? String(order.id)),
    shopCode: record ? (order.code ?? String(order.id)) : null,
    date: order.dateTime ?? record?.date ?? null,
    status: order.status || record?.status || '',
    total: order.totalAmount,
  };
}

export function shopOrderDetail(order: Order, record?: LocalOrder): OrderDetailData {
  return {
    ...headline(order, record),
    items: order.items.map((item, index) => ({
      key: `${index}-${item.productId}`,
      productId: item.productId,
      title: item.productName,
      unitName: item.unitName,
      amount: item.amount,
      price: item.price,
    })),
  };
}

/** A local record on its own (SPEC §3: its own items). */
export function localOrderDetail(record: LocalOrder): OrderDetailData {
  return {
    number: String(record.id),
    shopCode: null,
    date: record.date,
    status: record.status,
    total: record.total,
    items: record.items.map((item, index) => ({
      key: `${index}-${item.id}`,
      productId: item.id,
      title: item.title,
      unitName: null,
      amount: item.quantity,
      price: item.price,
    })),
  };
}

export type OrderRow = Headline & {
  key: string;
  itemCount: number;
  detail: { kind: 'shop'; id: Id } | { kind: 'local'; id: number };
};

function time(date: string | null): number {
  const value = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

/** One list, newest first. */
export function mergeOrders(shop: readonly Order[], local: readonly LocalOrder[]): OrderRow[] {
  const recordOf = new Map(
    local.flatMap((record) =>
      record.serverOrderId === null ? [] : [[idKey(record.serverOrderId), record] as const],
    ),
  );
  const merged = new Set<number>();
  const rows: OrderRow[] = shop.map((order) => {
    const record = recordOf.get(idKey(order.id));
    if (record) merged.add(record.id);
    return {
      ...headline(order, record),
      key: `shop-${order.id}`,
      itemCount: order.items.length,
      detail: record ? { kind: 'local', id: record.id } : { kind: 'shop', id: order.id },
    };
  });
  for (const record of local) {
    if (merged.has(record.id)) continue;
    const { items, ...detail } = localOrderDetail(record);
    rows.push({
      ...detail,
      key: `local-${record.id}`,
      itemCount: items.length,
      detail: { kind: 'local', id: record.id },
    });
  }
  return rows.sort((a, b) => time(b.date) - time(a.date));
}
