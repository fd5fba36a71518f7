/**
 * A visitor's cart, kept in local storage until login merges it into the
 * account's cart. It is stored in the shape of the API's cart, so that the
 * same schema reads it back (visitor-cart-parse.ts, loaded only when a cart is
 * stored).
 */
import type { Cart } from '@/shop-api/browser';
import { readJson, type TextStore } from '@/lib/browser/text-store';
import { EMPTY_CART } from './cart-rules';
import { VISITOR_CART_KEY } from '@/lib/browser/storage-keys';

/** The stored cart, empty when none is; rejects only if the code that reads it cannot be loaded. */
export async function readVisitorCart(store: TextStore): Promise<Cart> {
  if (store.read(VISITOR_CART_KEY) === null) return EMPTY_CART;
  const { parseVisitorCart } = await import('./visitor-cart-parse');
  // Read once the code is here: a change written meanwhile is in it.
  return parseVisitorCart(readJson(store, VISITOR_CART_KEY));
}

export function writeVisitorCart(store: TextStore, cart: Cart): void {
  if (cart.items.length === 0) store.remove(VISITOR_CART_KEY);
  else store.write(VISITOR_CART_KEY, JSON.stringify(cart));
}
