import { useEffect, useSyncExternalStore } from 'react';
import { isOffline } from '@/lib/browser/connection';
import { EMPTY_ID_SET, hasId } from './id-set';
import type { Id } from '@/shop-api/id';
import { browserTextStore } from '@/lib/browser/text-store';
import { readUserIdFromToken } from '@/shop-api/token';
import { showToast } from '@/ui/toast/toast-store';
import { loadShopApi, readFavourites } from '@/shop-api/load-browser-client';
import { readToken, subscribeSession } from '../session/session-store';
import { createFavouritesStore, type FavouritesState } from './favourites-store';
import { FAVOURITE_MESSAGES } from './messages';
import { FAVOURITES_SYNCED_KEY } from '@/lib/browser/storage-keys';
import { loginPath } from '@/lib/routing/route-paths';

/** The one favourites store of the page. */
export const favouritesStore = createFavouritesStore({
  api: async () => ({
    // The read by the server (browser-reads.ts): no API client until a toggle.
    getFavourites: readFavourites,
    addFavourite: async (productId) => (await loadShopApi()).addFavourite(productId),
    removeFavourite: async (productId) => (await loadShopApi()).removeFavourite(productId),
  }),
  userId: () => readUserIdFromToken(readToken()),
  mirrorStore: browserTextStore('localStorage'),
  notify: (message, color) => showToast(message, { color }),
  offerLogin: () =>
    showToast(FAVOURITE_MESSAGES.loginNeeded, {
      action: {
        label: FAVOURITE_MESSAGES.login,
        href: loginPath(`${window.location.pathname}${window.location.search}`),
      },
    }),
  warn: (message) => console.warn(message),
  offline: isOffline,
});

const sessionStore = browserTextStore('sessionStorage');

/** Reads the shop's list into the mirror; at login, and on the first page of a visit. */
export async function syncFavourites(): Promise<void> {
  const userId = readUserIdFromToken(readToken());
  await favouritesStore.sync();
  if (userId) sessionStore.write(FAVOURITES_SYNCED_KEY, userId);
}

let wired = false;

function wire(): void {
  if (wired) return;
  wired = true;
  subscribeSession(() => favouritesStore.follow());
  const userId = readUserIdFromToken(readToken());
  if (userId && sessionStore.read(FAVOURITES_SYNCED_KEY) !== userId) void syncFavourites();
}

const SERVER_STATE: FavouritesState = { ids: EMPTY_ID_SET, pending: EMPTY_ID_SET };

/** Follows the session once a component that shows the favourites has mounted. */
function useFollowedFavourites(): void {
  useEffect(() => {
    wire();
    favouritesStore.follow();
  }, []);
}

export function useFavourites(): FavouritesState {
  const state = useSyncExternalStore(
    favouritesStore.subscribe,
    favouritesStore.snapshot,
    () => SERVER_STATE,
  );
  useFollowedFavourites();
  return state;
}

/**
 * One product's place in the favourites: in them (`on`), and a change on its
 * way (`busy`). A card's toggle reads these two flags, not the whole list, so
 * that loading the list or changing another product leaves the page's other
 * toggles as they are.
 */
export function useFavourite(productId: Id): { on: boolean; busy: boolean } {
  const on = useSyncExternalStore(
    favouritesStore.subscribe,
    () => hasId(favouritesStore.snapshot().ids, productId),
    () => false,
  );
  const busy = useSyncExternalStore(
    favouritesStore.subscribe,
    () => hasId(favouritesStore.snapshot().pending, productId),
    () => false,
  );
  useFollowedFavourites();
  return { on, busy };
}
