/**
 * The storefront's own record of the orders it placed (SPEC §3): ids from
 * 10001 upwards, the date, the total, the status and the items, kept in local
 * storage per user. When the shop answered the submit with its order, the
 * record names it, so that the two are shown as one.
 */
import * as v from 'valibot';
import type { Cart, Id } from '@/shop-api/browser';
import { id as idSchema } from '@/shop-api/schemas/tolerant';
import { readJson, type TextStore } from '@/lib/browser/text-store';
import { LOCAL_ORDERS_KEY } from '@/lib/browser/storage-keys';

/** SPEC §9: local order ids start at 10001. */
export const FIRST_LOCAL_ORDER_ID = 10001;
/** SPEC §4: a locally created order starts as «در حال پردازش» (processing). */
export const NEW_ORDER_STATUS = 'در حال پردازش';

/** The item's id is the product's, in the JSON type the shop gave it. */
export type LocalOrderItem = { id: Id; title: string; price: number; quantity: number };

export type LocalOrder = {
  id: number;
  /** ISO date-time of the submit. */
  date: string;
  total: number;
  status: string;
  items: LocalOrderItem[];
  /** The shop's id of the same order, when its answer gave one. */
  serverOrderId: Id | null;
};

const finite = v.pipe(v.number(), v.finite());

const localOrderSchema = v.object({
  id: v.pipe(finite, v.integer(), v.minValue(FIRST_LOCAL_ORDER_ID)),
  date: v.pipe(v.string(), v.isoTimestamp()),
  total: finite,
  status: v.string(),
  items: v.array(v.object({ id: idSchema, title: v.string(), price: finite, quantity: finite })),
  serverOrderId: v.optional(v.nullable(idSchema), null),
});

/** The records of one user, newest first; anything unreadable is left out. */
export function readLocalOrders(store: TextStore, userId: string | null): LocalOrder[] {
  if (!userId) return [];
  const all = readJson(store, LOCAL_ORDERS_KEY);
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return [];
  const mine: unknown = (all as Record<string, unknown>)[userId];
  if (!Array.isArray(mine)) return [];
  return mine
    .flatMap((entry: unknown) => {
      const parsed = v.safeParse(localOrderSchema, entry);
      return parsed.success ? [parsed.output] : [];
    })
    .sort((a, b) => b.id - a.id);
}

export function nextLocalOrderId(orders: readonly LocalOrder[]): number {
  return orders.reduce((max, order) => Math.max(max, order.id), FIRST_LOCAL_ORDER_ID - 1) + 1;
}

/** The record of an order just placed for this cart. */
export function localOrderFor(input: {
  cart: Cart;
  existing: readonly LocalOrder[];
  now: Date;
  serverOrderId: Id | null;
}): LocalOrder {
  return {
    id: nextLocalOrderId(input.existing),
    date: input.now.toISOString(),
    total: input.cart.totalPriceWithDiscount,
    status: NEW_ORDER_STATUS,
    items: input.cart.items.map((item) => ({
      id: item.productId,
      title: item.productName,
      price: item.priceWithDiscount,
      quantity: item.amount,
    })),
    serverOrderId: input.serverOrderId,
  };
}

/** Records an order for the user and answers the record (with its new id). */
export function recordLocalOrder(
  store: TextStore,
  userId: string,
  order: Omit<Parameters<typeof localOrderFor>[0], 'existing'>,
): LocalOrder {
  const existing = readLocalOrders(store, userId);
  const record = localOrderFor({ ...order, existing });
  const all = readJson(store, LOCAL_ORDERS_KEY);
  const others =
    typeof all === 'object' && all !== null && !Array.isArray(all)
      ? (all as Record<string, unknown>)
      : {};
  store.write(LOCAL_ORDERS_KEY, JSON.stringify({ ...others, [userId]: [record, ...existing] }));
  return record;
}
