import type { Cart, ShopApi } from '../../shop-api/browser';
import type { TextStore } from '../../lib/text-store';
import { recordLocalOrder, type LocalOrder } from '../orders/local-orders';
import type { CheckoutDraft } from './checkout-draft';

export type PlaceOrderInput = {
  api: Pick<ShopApi, 'submitCart' | 'clearCart'>;
  cart: Cart;
  draft: CheckoutDraft;
  userId: string;
  /** Where the local order records are kept. */
  orderStore: TextStore;
  now: () => Date;
};

export type PlaceOrderResult =
  | { ok: true; order: LocalOrder; cleared: boolean }
  | { ok: false; message: string };

/**
 * The settlement's final step: PATCH …/cart/submit with the chosen address
 * and the note (docs/decisions/0050). A failure changes nothing. On success
 * the order is recorded locally (SPEC §3) and the cart emptied with
 * GET …/cart/clear; `cleared` says whether that worked.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const note = input.draft.note.trim();
  const submitted = await input.api.submitCart({
    contactInfoId: input.draft.contactInfoId,
    ...(note ? { description: note } : {}),
  });
  if (!submitted.ok) return { ok: false, message: submitted.message };
  const order = recordLocalOrder(input.orderStore, input.userId, {
    cart: input.cart,
    now: input.now(),
    serverOrderId: submitted.value?.id ?? null,
  });
  const cleared = await input.api.clearCart();
  return { ok: true, order, cleared: cleared.ok };
}
