import type { Cart, CartItem, ShopApi } from '@/shop-api/browser';
import { latestWins } from '@/lib/browser/latest-wins';
import type { TextStore } from '@/lib/browser/text-store';
import {
  DEFAULT_AMOUNT,
  EMPTY_CART,
  amountOf,
  clampAmount,
  lineKey,
  mergeCalls,
  withAmount,
  type CartChange,
} from './cart-rules';
import { OFFLINE_MESSAGE } from '@/ui/offline-message';
import { CART_FAILURE_MESSAGES } from './messages';
import { readVisitorCart, writeVisitorCart } from './visitor-cart';
import { VISITOR_CART_KEY } from '@/lib/browser/storage-keys';
import { createStateStore } from '@/lib/browser/state-store';

/**
 * The shopper's cart in the browser, one store for the header, the product
 * pages, the cart, checkout and settlement.
 *
 * - A logged-in shopper's cart is the shop's (SPEC §4): a change sets the
 *   line's absolute amount with set-item, shows at once, and rolls back with
 *   the toast of SPEC §8 when the call fails. Changes to one line go out one
 *   at a time, newest last (latestWins). Once no change is on its way, the
 *   cart is reloaded; a failed fetch empties the view.
 * - A visitor's cart lives in local storage and is merged into the account's
 *   at login (the larger amount wins), then the local copy is cleared.
 */
export type CartState = {
  owner: 'visitor' | 'account';
  /** 'failed': the last fetch failed and the view is empty (SPEC §4). */
  status: 'loading' | 'ready' | 'failed';
  cart: Cart;
  /** Lines whose change is on its way to the shop. */
  pending: ReadonlySet<string>;
};

/**
 * The calls the store makes: a narrower ShopApi (the shop-api's own CartApi has
 * the submit too).
 */
export type CartStoreCalls = Pick<ShopApi, 'getCart' | 'setCartItem' | 'clearCart'>;

export type CartStoreDeps = {
  /**
   * A client for the next call (the cart page's carries the source-page
   * header); loaded on first use.
   */
  api: () => Promise<CartStoreCalls>;
  hasToken: () => boolean;
  /** Where a visitor's cart is kept. */
  visitorStore: TextStore;
  notifyError: (message: string) => void;
  warn: (message: string) => void;
  /**
   * The device has no connection: the shop's cart cannot change, and says so (a
   * visitor's, kept here, still can).
   */
  offline: () => boolean;
};

const NOTHING_PENDING: ReadonlySet<string> = new Set();

export function createCartStore(deps: CartStoreDeps) {
  const store = createStateStore<CartState>({
    owner: 'visitor',
    status: 'loading',
    cart: EMPTY_CART,
    pending: NOTHING_PENDING,
  });
  const { update } = store;
  /** The line and the kind of its newest change, while it is on its way. */
  const changing = new Map<string, { line: CartItem; kind: CartChange }>();
  /** Callers waiting to hear whether a line's change reached the shop. */
  const waiting = new Map<string, Array<(ok: boolean) => void>>();
  /** Bumped by every change, so that a fetch that started before it is not applied. */
  let version = 0;
  /** The fetch on its way and the version it started at. */
  let inFlight: { version: number; done: Promise<void> } | null = null;
  let announceLoadFailure = false;
  /** A change went through since the last reload. */
  let changedSinceLoad = false;
  let started = false;
  /** Reads of the visitor's cart so far, and the latest. */
  let visitorReads = 0;
  let visitorLoad: Promise<void> = Promise.resolve();

  function withPending(key: string, on: boolean): ReadonlySet<string> {
    const next = new Set(store.state.pending);
    if (on) next.add(key);
    else next.delete(key);
    return next.size === 0 ? NOTHING_PENDING : next;
  }

  const sync = latestWins<string, number>({
    same: (a, b) => Math.max(a, 0) === Math.max(b, 0),
    async send(key, amount) {
      const line = changing.get(key)?.line;
      if (!line) return null;
      const api = await deps.api();
      const result = await api.setCartItem({
        productId: line.productId,
        unitId: line.unitId,
        amount: Math.max(0, amount),
      });
      return result.ok ? null : result.message;
    },
    onSettled(key, outcome) {
      const change = changing.get(key);
      changing.delete(key);
      for (const resolve of waiting.get(key) ?? []) resolve(outcome.ok);
      waiting.delete(key);
      if (!outcome.ok && change) {
        deps.warn(`[cart] set-item failed: ${outcome.message}`);
        deps.notifyError(CART_FAILURE_MESSAGES[change.kind]);
        update({
          cart: withAmount(store.state.cart, change.line, outcome.confirmed),
          pending: withPending(key, false),
        });
      } else {
        changedSinceLoad = true;
        update({ pending: withPending(key, false) });
      }
      // SPEC §4: after any change the cart is reloaded (a failed one changed nothing).
      if (sync.idle() && changedSinceLoad) void load({ announceFailure: true });
    },
  });

  function load(options: { announceFailure: boolean }): Promise<void> {
    announceLoadFailure ||= options.announceFailure;
    if (!deps.hasToken()) return loadVisitorCart();
    if (store.state.owner !== 'account')
      update({ owner: 'account', status: 'loading', cart: EMPTY_CART });
    if (inFlight?.version === version) return inFlight.done;
    const done: Promise<void> = fetchAccountCart().finally(() => {
      if (inFlight?.done === done) inFlight = null;
    });
    inFlight = { version, done };
    return done;
  }

  /**
   * The visitor's cart from local storage; the view keeps what it shows until
   * it is read. The latest read wins. If its code cannot be loaded, the cart is
   * 'failed': nothing is written over what is stored.
   */
  function loadVisitorCart(): Promise<void> {
    const read = ++visitorReads;
    if (store.state.owner !== 'visitor')
      update({ owner: 'visitor', status: 'loading', cart: EMPTY_CART, pending: NOTHING_PENDING });
    const done = readVisitorCart(deps.visitorStore).then(
      (cart) => {
        if (read === visitorReads && !deps.hasToken())
          update({ owner: 'visitor', status: 'ready', cart, pending: NOTHING_PENDING });
      },
      (error: unknown) => {
        deps.warn(`[cart] the visitor's cart could not be read: ${String(error)}`);
        if (read === visitorReads && !deps.hasToken())
          update({
            owner: 'visitor',
            status: 'failed',
            cart: EMPTY_CART,
            pending: NOTHING_PENDING,
          });
      },
    );
    visitorLoad = done;
    return done;
  }

  async function fetchAccountCart(): Promise<void> {
    const startedAt = version;
    changedSinceLoad = false;
    const result = await (await deps.api()).getCart();
    const announce = announceLoadFailure;
    announceLoadFailure = false;
    // A change made meanwhile has its own reload.
    if (startedAt !== version || !sync.idle() || !deps.hasToken()) return;
    if (result.ok) {
      update({ status: 'ready', cart: result.value });
      return;
    }
    deps.warn(`[cart] the cart could not be fetched: ${result.message}`);
    update({ status: 'failed', cart: EMPTY_CART });
    // A 401 has ended the session; the session change shows the visitor's cart.
    if (announce && result.kind !== 'unauthorized') deps.notifyError(CART_FAILURE_MESSAGES.update);
  }

  /**
   * Sets one line to `amount` (0 or less removes it); `line` gives the
   * product, unit and prices when the line is new. `kind` names the change
   * for the toast of a failure. Resolves once the shop has taken the change
   * (true; at once for a visitor or when nothing changes) or it failed and
   * was rolled back with its toast (false), so that a success toast never
   * comes first.
   */
  function setAmount(line: CartItem, amount: number, kind: CartChange): Promise<boolean> {
    const key = lineKey(line);
    const next = clampAmount(amount);
    if (store.state.owner === 'visitor') {
      // Unread, the stored cart would be written over.
      if (store.state.status !== 'ready') {
        deps.notifyError(CART_FAILURE_MESSAGES[kind]);
        return Promise.resolve(false);
      }
      const cart = withAmount(store.state.cart, line, next);
      writeVisitorCart(deps.visitorStore, cart);
      update({ cart });
      return Promise.resolve(true);
    }
    const known = amountOf(store.state.cart, key);
    if (next === known && !sync.pending(key)) return Promise.resolve(true);
    if (deps.offline()) {
      deps.notifyError(OFFLINE_MESSAGE);
      return Promise.resolve(false);
    }
    version++;
    changing.set(key, {
      line: store.state.cart.items.find((item) => lineKey(item) === key) ?? line,
      kind,
    });
    update({ cart: withAmount(store.state.cart, line, next), pending: withPending(key, true) });
    const settled = new Promise<boolean>((resolve) =>
      waiting.set(key, [...(waiting.get(key) ?? []), resolve]),
    );
    sync.want(key, next, known);
    return settled;
  }

  function start(): Promise<void> {
    if (started)
      return store.state.owner === 'visitor' ? visitorLoad : (inFlight?.done ?? Promise.resolve());
    started = true;
    return load({ announceFailure: false });
  }

  return {
    subscribe: store.subscribe,
    snapshot: store.snapshot,

    /** Loads the cart once for this page; later calls wait for that load. */
    start,

    /** Fetches the cart again; a failure shows the update toast (the cart pages). */
    refresh: (): Promise<void> => load({ announceFailure: true }),

    /** After login or logout: the other owner's cart. */
    sessionChanged(): void {
      const owner = deps.hasToken() ? 'account' : 'visitor';
      if (owner !== store.state.owner || owner === 'account') void load({ announceFailure: false });
    },

    /** Another tab changed the visitor's cart. */
    storageChanged(key: string | null): void {
      if (store.state.owner === 'visitor' && (key === null || key === VISITOR_CART_KEY))
        void load({ announceFailure: false });
    },

    setAmount,

    /**
     * Adds `amount` of a line (product page, product cards), once the cart is
     * known; resolves as setAmount.
     */
    async add(line: CartItem, amount = DEFAULT_AMOUNT): Promise<boolean> {
      await start();
      return setAmount(line, amountOf(store.state.cart, lineKey(line)) + amount, 'add');
    },

    /** Empties the cart (GET …/cart/clear); shows at once, rolls back with the toast on failure. */
    async clear(): Promise<boolean> {
      if (store.state.owner === 'visitor') {
        if (store.state.status !== 'ready') return false;
        writeVisitorCart(deps.visitorStore, EMPTY_CART);
        update({ cart: EMPTY_CART });
        return true;
      }
      if (deps.offline()) {
        deps.notifyError(OFFLINE_MESSAGE);
        return false;
      }
      const before = store.state.cart;
      version++;
      update({ cart: EMPTY_CART });
      const result = await (await deps.api()).clearCart();
      if (!result.ok) {
        deps.warn(`[cart] clear failed: ${result.message}`);
        deps.notifyError(CART_FAILURE_MESSAGES.clear);
        update({ cart: before });
        return false;
      }
      await load({ announceFailure: true });
      return true;
    },

    /** The order was placed: the cart is empty now (and reloaded to be sure). */
    ordered(): Promise<void> {
      version++;
      update({ cart: EMPTY_CART });
      return load({ announceFailure: false });
    },

    /**
     * At login: the visitor's lines go to the account's cart with set-item
     * where the visitor has more; the merged lines leave local storage. A line
     * that could not be sent stays there for the next time, with the add toast.
     */
    async mergeVisitorCart(): Promise<void> {
      const visitor = await readVisitorCart(deps.visitorStore).catch((error: unknown) => {
        deps.warn(`[cart] the visitor's cart was kept for later: ${String(error)}`);
        return EMPTY_CART;
      });
      if (visitor.items.length === 0) return;
      const api = await deps.api();
      const account = await api.getCart();
      if (!account.ok) {
        deps.warn(`[cart] the visitor's cart was kept for later: ${account.message}`);
        return;
      }
      let kept = EMPTY_CART;
      for (const call of mergeCalls(account.value, visitor)) {
        const result = await api.setCartItem(call);
        if (result.ok) continue;
        const line = visitor.items.find((item) => lineKey(item) === lineKey(call));
        if (line) kept = withAmount(kept, line, line.amount);
      }
      writeVisitorCart(deps.visitorStore, kept);
      if (kept.items.length > 0) deps.notifyError(CART_FAILURE_MESSAGES.add);
      version++;
      await load({ announceFailure: false });
    },
  };
}
