/**
 * A visitor's cart, kept in local storage until login merges it into the
 * account's cart. It is stored in the shape of the API's cart, so that the
 * same schema reads it back and anything unreadable is dropped.
 */
import * as v from 'valibot';
import type { Cart } from '@/shop-api/browser';
import { cartSchema } from '@/shop-api/schemas/cart';
import { readJson, type TextStore } from '@/lib/text-store';
import { EMPTY_CART, clampAmount, withAmount } from './cart-rules';
import { VISITOR_CART_KEY } from '@/lib/storage-keys';

export function readVisitorCart(store: TextStore): Cart {
  const parsed = v.safeParse(cartSchema, readJson(store, VISITOR_CART_KEY));
  if (!parsed.success) return EMPTY_CART;
  // Rebuilt line by line, so that amounts are whole and in range and totals add up.
  return parsed.output.items.reduce((cart, item) => withAmount(cart, item, clampAmount(item.amount)), EMPTY_CART);
}

export function writeVisitorCart(store: TextStore, cart: Cart): void {
  if (cart.items.length === 0) store.remove(VISITOR_CART_KEY);
  else store.write(VISITOR_CART_KEY, JSON.stringify(cart));
}
