import { cartSchema, type SetCartItemInput, type SubmitCartInput } from '../schemas/cart';
import {
  API_CART_CLEAR_PATH,
  API_CART_PATH,
  API_CART_SET_ITEM_PATH,
  API_CART_SUBMIT_PATH,
} from '../api-paths';
import { placedOrderSchema } from '../schemas/order';
import { ignoredValue } from '../schemas/tolerant';
import type { EndpointContext } from './context';

export type CartApi = ReturnType<typeof cartEndpoints>;

/** Cart calls carry the client's source page (SPEC §7: X-Source-Page on the cart page). */
export function cartEndpoints({ call, write, sourcePage }: EndpointContext) {
  return {
    getCart: () => call({ method: 'GET', path: API_CART_PATH, sourcePage }, cartSchema),

    /**
     * Sets the line's absolute amount; 0 or less removes it. The answer is
     * not read (SPEC §4: the cart is reloaded after any change).
     */
    setCartItem: (input: SetCartItemInput) =>
      write(
        { method: 'POST', path: API_CART_SET_ITEM_PATH, body: input, sourcePage },
        ignoredValue,
      ),

    clearCart: () => write({ method: 'GET', path: API_CART_CLEAR_PATH, sourcePage }, ignoredValue),

    /**
     * Places the order for the cart's lines (body: docs/decisions/0052); an
     * empty cart is invalidInput. Answers the order, or null when the shop's
     * answer does not describe it.
     */
    submitCart: (input: SubmitCartInput) =>
      write(
        { method: 'PATCH', path: API_CART_SUBMIT_PATH, body: input, sourcePage },
        placedOrderSchema,
      ),
  };
}
