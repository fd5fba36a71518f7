/**
 * Reading a stored visitor's cart back: the API's cart schema decides what is
 * kept, anything unreadable is dropped. Loaded only where a visitor has a cart
 * stored (visitor-cart.ts), so that pages of every other visitor do not carry
 * valibot and the schema.
 */
import * as v from 'valibot';
import type { Cart } from '@/shop-api/browser';
import { cartSchema } from '@/shop-api/schemas/cart';
import { EMPTY_CART, clampAmount, withAmount } from './cart-rules';

export function parseVisitorCart(stored: unknown): Cart {
  const parsed = v.safeParse(cartSchema, stored);
  if (!parsed.success) return EMPTY_CART;
  // Rebuilt line by line, so that amounts are whole and in range and totals add up.
  return parsed.output.items.reduce(
    (cart, item) => withAmount(cart, item, clampAmount(item.amount)),
    EMPTY_CART,
  );
}
