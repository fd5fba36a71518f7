import { cartSchema, type SetCartItemInput, type SubmitCartInput } from '../schemas/cart';
import { placedOrderSchema } from '../schemas/order';
import { ignoredValue } from '../schemas/tolerant';
import type { EndpointContext } from './context';

export type CartApi = ReturnType<typeof cartEndpoints>;

/** Cart calls carry the client's source page (SPEC §7: X-Source-Page on the cart page). */
export function cartEndpoints({ call, write, sourcePage }: EndpointContext) {
  return {
    getCart: () => call({ method: 'GET', path: '/api/shop/users/cart', sourcePage }, cartSchema),

    /**
     * Sets the line's absolute amount; 0 or less removes it. The answer is
     * not read (SPEC §4: the cart is reloaded after any change).
     */
    setCartItem: (input: SetCartItemInput) =>
      write({ method: 'POST', path: '/api/shop/users/cart/set-item', body: input, sourcePage }, ignoredValue),

    clearCart: () => write({ method: 'GET', path: '/api/shop/users/cart/clear', sourcePage }, ignoredValue),

    /**
     * Places the order for the cart's lines (body: docs/decisions/0052); an
     * empty cart is invalidInput. Answers the order, or null when the shop's
     * answer does not describe it.
     */
    submitCart: (input: SubmitCartInput) =>
      write({ method: 'PATCH', path: '/api/shop/users/cart/submit', body: input, sourcePage }, placedOrderSchema),
  };
}
