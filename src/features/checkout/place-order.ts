import type { Cart, Id, Order, ShopperApi } from '@/shop-api/browser';
import { sameId } from '@/shop-api/id';
import type { TextStore } from '@/lib/browser/text-store';
import { recordLocalOrder, type LocalOrder } from '../orders/local-orders';
import type { CheckoutDraft } from './checkout-draft';

export type PlaceOrderInput = {
  api: Pick<ShopperApi, 'submitCart' | 'clearCart' | 'getOrders'>;
  cart: Cart;
  draft: CheckoutDraft;
  userId: string;
  /** Where the local order records are kept. */
  orderStore: TextStore;
  now: () => Date;
};

export type PlaceOrderResult =
  { ok: true; order: LocalOrder; cleared: boolean } | { ok: false; message: string };

/**
 * The settlement's final step: PATCH …/cart/submit with the chosen address
 * and the note (docs/decisions/0052). A failure changes nothing. On success
 * the order is recorded locally (SPEC §3) and the cart emptied with
 * GET …/cart/clear; `cleared` says whether that worked.
 *
 * The record names the shop's order of the same submit: the answer's order
 * when it describes one, else the order the shop's list gained (the list is
 * read before and after: a submit may answer just `true`), so that the
 * orders tab shows the purchase once.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const note = input.draft.note.trim();
  const before = await input.api.getOrders({ page: 1 });
  const submitted = await input.api.submitCart({
    contactInfoId: input.draft.contactInfoId,
    ...(note ? { description: note } : {}),
  });
  if (!submitted.ok) return { ok: false, message: submitted.message };
  const serverOrderId =
    submitted.value?.id ?? (before.ok ? await orderGained(input.api, before.value.items) : null);
  const order = recordLocalOrder(input.orderStore, input.userId, {
    cart: input.cart,
    now: input.now(),
    serverOrderId,
  });
  const cleared = await input.api.clearCart();
  return { ok: true, order, cleared: cleared.ok };
}

/**
 * The id of the order the shop's list gained since `known` (the newest, if
 * several); null when none can be told.
 */
async function orderGained(
  api: Pick<ShopperApi, 'getOrders'>,
  known: readonly Order[],
): Promise<Id | null> {
  const after = await api.getOrders({ page: 1 });
  if (!after.ok) return null;
  const gained = after.value.items.filter(
    (order) => !known.some((old) => sameId(old.id, order.id)),
  );
  const time = (order: Order) => Date.parse(order.dateTime ?? '') || 0;
  const newest = gained.reduce<Order | null>(
    (best, order) => (best === null || time(order) > time(best) ? order : best),
    null,
  );
  return newest?.id ?? null;
}
