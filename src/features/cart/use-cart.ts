import { useEffect, useSyncExternalStore } from 'react';
import { isOffline } from '@/lib/browser/connection';
import { browserTextStore } from '@/lib/browser/text-store';
import { showToast } from '@/ui/toast/toast-store';
import { loadShopApi, readCart } from '@/shop-api/load-browser-client';
import { readToken, subscribeSession } from '../session/session-store';
import { EMPTY_CART } from './cart-rules';
import { createCartStore, type CartState } from './cart-store';
import { CART_PATH } from '@/lib/routing/route-paths';

/**
 * Cart calls made from the cart page carry the source-page header (SPEC §7).
 * Its path is in lower case.
 */
function onCartPage(): boolean {
  return window.location.pathname.toLowerCase() === CART_PATH;
}

/** The one cart store of the page. Nothing here runs until a component starts it in the browser. */
export const cartStore = createCartStore({
  api: async () => {
    const sourcePage = onCartPage() ? 'cart' : undefined;
    const changes = () => loadShopApi({ sourcePage });
    // The read by the server (browser-reads.ts): no API client until the cart changes.
    return {
      getCart: () => readCart(sourcePage),
      setCartItem: async (input) => (await changes()).setCartItem(input),
      clearCart: async () => (await changes()).clearCart(),
    };
  },
  hasToken: () => readToken() !== null,
  visitorStore: browserTextStore('localStorage'),
  notifyError: (message) => showToast(message, { color: 'error' }),
  warn: (message) => console.warn(message),
  offline: isOffline,
});

let wired = false;

/** Once per page: follow logins, logouts and other tabs' changes. */
function wire(): void {
  if (wired) return;
  wired = true;
  subscribeSession(() => cartStore.sessionChanged());
  window.addEventListener('storage', (event) => cartStore.storageChanged(event.key));
}

const SERVER_STATE: CartState = {
  owner: 'visitor',
  status: 'loading',
  cart: EMPTY_CART,
  pending: new Set(),
};

/** Starts the cart once a component that shows it has mounted: the first one loads it. */
function useStartedCart(): void {
  useEffect(() => {
    wire();
    void cartStore.start();
  }, []);
}

/** The cart for a client component; the first one mounted loads it. */
export function useCart(): CartState {
  const state = useSyncExternalStore(cartStore.subscribe, cartStore.snapshot, () => SERVER_STATE);
  useStartedCart();
  return state;
}

/**
 * Whether the line's change is on its way to the shop. A card's button reads
 * this one flag, not the whole cart, so that the cart's loading and every other
 * line's change leave the page's two dozen buttons as they are.
 */
export function useLinePending(key: string): boolean {
  const pending = useSyncExternalStore(
    cartStore.subscribe,
    () => cartStore.snapshot().pending.has(key),
    () => false,
  );
  useStartedCart();
  return pending;
}
