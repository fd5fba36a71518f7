import { createContext, useContext } from 'react';

/** Set by HydrationProvider (the root layout, docs/decisions/0010); false outside it. */
export const HydratedContext = createContext(false);

/**
 * False in the server's HTML and until React has taken over the page, true
 * after. A control that only works with JavaScript (add to cart, favourite,
 * the amount buttons) stays disabled until then, so that a tap on a slow
 * phone before the scripts have run is never silently lost.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
