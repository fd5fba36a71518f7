import type { Id, ShopperApi } from '@/shop-api/browser';
import { EMPTY_ID_SET, hasId, idSetOf, withId, type IdSet } from './id-set';
import { latestWins } from '@/lib/browser/latest-wins';
import type { TextStore } from '@/lib/browser/text-store';
import { FAVOURITES_SYNC_SIZE, readMirror, writeMirror } from './favourite-mirror';
import { OFFLINE_MESSAGE } from '@/ui/offline-message';
import { FAVOURITE_MESSAGES } from './messages';
import { createStateStore } from '@/lib/browser/state-store';

/**
 * The shopper's favourites in the browser: toggling adds (POST) or removes
 * (DELETE) at once on screen and in the local-storage mirror, and rolls back
 * with a toast when the call fails. One request per product at a time, the
 * newest wish last. A visitor is offered the login instead. Product ids keep
 * the JSON type the shop gave them, in the calls and in the mirror.
 */
export type FavouritesState = { ids: IdSet; pending: IdSet };

/** The calls the store makes: a narrower ShopperApi than the shop-api's FavouritesApi. */
export type FavouriteStoreCalls = Pick<
  ShopperApi,
  'getFavourites' | 'addFavourite' | 'removeFavourite'
>;

export type FavouritesStoreDeps = {
  /** Loaded on first use. */
  api: () => Promise<FavouriteStoreCalls>;
  /** The logged-in user's id; null for a visitor. */
  userId: () => string | null;
  mirrorStore: TextStore;
  notify: (message: string, color: 'success' | 'error') => void;
  /** A visitor tried to keep a favourite. */
  offerLogin: () => void;
  warn: (message: string) => void;
  /**
   * The device has no connection: a toggle would only be rolled back, so it is
   * refused with a word.
   */
  offline: () => boolean;
};

export function createFavouritesStore(deps: FavouritesStoreDeps) {
  const store = createStateStore<FavouritesState>({ ids: EMPTY_ID_SET, pending: EMPTY_ID_SET });
  const { update } = store;
  let owner: string | null = null;
  /**
   * For each read of the shop's list on its way, the states toggles have set
   * since it was asked for, in order: its answer may have been written before
   * them, and they are laid over it.
   */
  const reads = new Set<Array<[Id, boolean]>>();

  function setIds(ids: IdSet): void {
    writeMirror(deps.mirrorStore, owner, ids.values());
    update({ ids });
  }

  /** A product's state set on screen, kept for the reads on their way. */
  function setId(productId: Id, on: boolean): void {
    for (const read of reads) read.push([productId, on]);
    setIds(withId(store.state.ids, productId, on));
  }

  const sync = latestWins<Id, boolean>({
    async send(productId, on) {
      const api = await deps.api();
      const result = on ? await api.addFavourite(productId) : await api.removeFavourite(productId);
      return result.ok ? null : result.message;
    },
    onSettled(productId, outcome) {
      const pending = withId(store.state.pending, productId, false);
      if (outcome.ok) {
        update({ pending });
        deps.notify(
          outcome.value ? FAVOURITE_MESSAGES.added : FAVOURITE_MESSAGES.removed,
          'success',
        );
        return;
      }
      deps.warn(`[favourites] ${outcome.failed ? 'add' : 'remove'} failed: ${outcome.message}`);
      setId(productId, outcome.confirmed);
      update({ pending });
      deps.notify(
        outcome.failed ? FAVOURITE_MESSAGES.addFailed : FAVOURITE_MESSAGES.removeFailed,
        'error',
      );
    },
  });

  /** The mirror of the current user, read again when the user changes. */
  function follow(): boolean {
    const userId = deps.userId();
    if (userId === owner) return false;
    owner = userId;
    update({ ids: idSetOf(readMirror(deps.mirrorStore, userId)), pending: EMPTY_ID_SET });
    return true;
  }

  return {
    subscribe: store.subscribe,
    snapshot: store.snapshot,

    /** Reads the mirror of whoever is logged in now. */
    follow,

    /** Reads the whole list from the shop into the mirror (login, and once per visit). */
    async sync(): Promise<void> {
      follow();
      if (!owner) return;
      const userId = owner;
      const meanwhile: Array<[Id, boolean]> = [];
      reads.add(meanwhile);
      const result = await deps
        .api()
        .then((api) => api.getFavourites({ page: 1, size: FAVOURITES_SYNC_SIZE }))
        .finally(() => reads.delete(meanwhile));
      if (!result.ok) {
        deps.warn(`[favourites] the list could not be read; the mirror is kept: ${result.message}`);
        return;
      }
      if (owner !== userId) return;
      // Toggles made meanwhile keep the state they asked for, settled or not, and so do those
      // still on their way.
      let ids = idSetOf(result.value.items.map((product) => product.id));
      for (const [productId, on] of meanwhile) ids = withId(ids, productId, on);
      for (const productId of store.state.pending.values())
        ids = withId(ids, productId, hasId(store.state.ids, productId));
      setIds(ids);
    },

    /** Products the shop has just listed as favourites (the /Favorites page). */
    known(productIds: readonly Id[]): void {
      follow();
      if (!owner || productIds.every((id) => hasId(store.state.ids, id))) return;
      setIds(idSetOf([...store.state.ids.values(), ...productIds]));
    },

    toggle(productId: Id): void {
      follow();
      if (!owner) {
        deps.offerLogin();
        return;
      }
      if (deps.offline()) {
        deps.notify(OFFLINE_MESSAGE, 'error');
        return;
      }
      const current = hasId(store.state.ids, productId);
      setId(productId, !current);
      update({ pending: withId(store.state.pending, productId, true) });
      sync.want(productId, !current, current);
      if (!sync.pending(productId))
        update({ pending: withId(store.state.pending, productId, false) });
    },
  };
}
