import { beforeEach, describe, expect, it } from 'vitest';
import { createFixtureShop } from '@/fixture-shop/index';
import { FIXTURES_DIR } from '@test-support/servers/fixture-shop';
import { memoryTextStore } from '@/lib/browser/text-store';
import { OFFLINE_MESSAGE } from '@/ui/offline-message';
import { readUserIdFromToken, type ShopApi } from '@/shop-api/index';
import { hasId } from './id-set';
import { readMirror, writeMirror } from './favourite-mirror';
import { createFavouritesStore } from './favourites-store';
import { FAVOURITE_MESSAGES as FAVOURITE_TEXT } from './messages';
import { FAVOURITES_KEY } from '@/lib/browser/storage-keys';
import { until } from '@test-support/unit/poll-until';
import { scriptedShop } from '@test-support/unit/scripted-shop';

const shop = createFixtureShop({ fixturesDir: FIXTURES_DIR });

/** The store, over the fixture shop; `api` may stand between them. */
function harness(api?: (shopApi: ShopApi) => ShopApi) {
  const scripted = scriptedShop(shop);
  const toasts: Array<[string, string]> = [];
  let loginOffers = 0;
  const mirrorStore = memoryTextStore();
  const store = createFavouritesStore({
    ...scripted.storeDeps,
    ...(api ? { api: async () => api(scripted.api) } : {}),
    userId: () => readUserIdFromToken(scripted.token()),
    mirrorStore,
    notify: (message, color) => toasts.push([message, color]),
    offerLogin: () => loginOffers++,
  });
  return {
    ...scripted,
    store,
    toasts,
    mirrorStore,
    loginOffers: () => loginOffers,
    ids: () => [...store.snapshot().ids.values()].sort(byText),
  };
}

const byText = (a: unknown, b: unknown) => String(a).localeCompare(String(b));

/** A harness whose read of the shop's list is made at once and answered when the test says. */
function heldBackList() {
  let answerList = () => {};
  const heldBack = new Promise<void>((resolve) => (answerList = resolve));
  const t = harness((api) => ({
    ...api,
    getFavourites: async (query) => {
      const list = await api.getFavourites(query);
      await heldBack;
      return list;
    },
  }));
  return { ...t, answerList };
}

/** The demo customer signed in, the store synced with the shop's list. */
async function signedInSynced() {
  const t = harness();
  await t.logIn();
  await t.store.sync();
  return t;
}

beforeEach(() => shop.reset());

describe('favourites store', () => {
  it('syncs the shop list into the mirror of that user', async () => {
    const t = await signedInSynced();
    // The demo customer's seed favourites, their ids numbers as the shop sends them.
    expect(t.ids()).toEqual([101, 118, 124]);
    expect(readMirror(t.mirrorStore, '1').sort(byText)).toEqual([101, 118, 124]);
    expect(t.sent.find((request) => request.path === '/api/shop/users/favorites')?.query).toEqual({
      page: 1,
      size: 100,
    });
  });

  it('adds with POST {productId} and removes with DELETE …/{id}, mirroring each at once', async () => {
    const t = await signedInSynced();
    t.store.toggle(130);
    expect(hasId(t.store.snapshot().ids, 130)).toBe(true);
    expect(readMirror(t.mirrorStore, '1')).toContain(130);
    await until(() => t.store.snapshot().pending.size === 0);
    t.store.toggle(101);
    expect(readMirror(t.mirrorStore, '1')).not.toContain(101);
    await until(() => t.store.snapshot().pending.size === 0);

    const calls = t.sent
      .filter((request) => request.path.includes('/favorites') && request.method !== 'GET')
      .map((request) => [request.method, request.path, request.body]);
    expect(calls).toEqual([
      ['POST', '/api/shop/users/favorites', { productId: 130 }],
      ['DELETE', '/api/shop/users/favorites/101', undefined],
    ]);
    expect(t.toasts).toEqual([
      [FAVOURITE_TEXT.added, 'success'],
      [FAVOURITE_TEXT.removed, 'success'],
    ]);
    const listed = await t.api.getFavourites();
    expect(listed.ok && listed.value.items.map((product) => product.id).sort(byText)).toEqual([
      118, 124, 130,
    ]);
  });

  it('rolls back with a toast when the call fails', async () => {
    const t = await signedInSynced();
    t.failing.add('/api/shop/users/favorites');
    t.store.toggle(130);
    await until(() => t.store.snapshot().pending.size === 0);
    expect(hasId(t.store.snapshot().ids, 130)).toBe(false);
    expect(readMirror(t.mirrorStore, '1')).not.toContain(130);
    t.store.toggle(101);
    await until(() => t.store.snapshot().pending.size === 0);
    expect(hasId(t.store.snapshot().ids, 101)).toBe(true);
    expect(t.toasts).toEqual([
      [FAVOURITE_TEXT.addFailed, 'error'],
      [FAVOURITE_TEXT.removeFailed, 'error'],
    ]);
  });

  it('a list read before toggles, answered after they settled, keeps what they set', async () => {
    const t = heldBackList();
    await t.logIn();
    // The mirror of an earlier visit: the demo customer's seed favourites.
    writeMirror(t.mirrorStore, '1', [101, 118, 124]);
    const synced = t.store.sync();
    await until(() => t.sent.some((request) => request.path === '/api/shop/users/favorites'));
    t.store.toggle(130); // added
    t.store.toggle(101); // taken out
    await until(() => t.store.snapshot().pending.size === 0);
    t.failing.add('/api/shop/users/favorites');
    t.store.toggle(140); // refused by the shop: rolled back
    await until(() => t.store.snapshot().pending.size === 0);
    t.answerList();
    await synced;
    expect(t.ids()).toEqual([118, 124, 130]);
    expect(readMirror(t.mirrorStore, '1').sort(byText)).toEqual([118, 124, 130]);
  });

  it('a list that comes while a toggle is on its way is taken, the toggle laid over it', async () => {
    const t = heldBackList();
    await t.logIn();
    // An older mirror, without two of the shop's favourites.
    writeMirror(t.mirrorStore, '1', [101]);
    const synced = t.store.sync();
    await until(() => t.sent.some((request) => request.path === '/api/shop/users/favorites'));
    t.store.toggle(145);
    expect(t.store.snapshot().pending.size).toBe(1);
    t.answerList();
    await synced;
    expect(t.ids()).toEqual([101, 118, 124, 145]);
    await until(() => t.store.snapshot().pending.size === 0);
    expect(readMirror(t.mirrorStore, '1').sort(byText)).toEqual([101, 118, 124, 145]);
  });

  it('a failed sync keeps the mirror', async () => {
    const t = harness();
    await t.logIn();
    writeMirror(t.mirrorStore, '1', ['142', 7]);
    t.failing.add('/api/shop/users/favorites');
    await t.store.sync();
    // Each id as it was kept: a string stays a string, a number a number.
    expect(t.ids()).toEqual(['142', 7]);
  });

  it('sends a favourite back as the mirror kept it', async () => {
    const t = harness();
    await t.logIn();
    writeMirror(t.mirrorStore, '1', [118]);
    t.store.follow();
    t.store.toggle(118);
    await until(() => t.store.snapshot().pending.size === 0);
    expect(
      t.sent.filter((request) => request.method === 'DELETE').map((request) => request.path),
    ).toEqual(['/api/shop/users/favorites/118']);
    t.store.toggle('x-9');
    expect(JSON.parse(t.mirrorStore.read(FAVOURITES_KEY) ?? '{}')).toEqual({
      userId: '1',
      ids: ['x-9'],
    });
  });

  it('offline: a toggle says it needs the connection, sends nothing and changes nothing', async () => {
    const t = await signedInSynced();
    const sentBefore = t.sent.length;
    t.goOffline(true);
    t.store.toggle(130);
    t.store.toggle(101);
    expect(t.ids()).toEqual([101, 118, 124]);
    expect(readMirror(t.mirrorStore, '1').sort(byText)).toEqual([101, 118, 124]);
    expect(t.sent).toHaveLength(sentBefore);
    expect(t.toasts).toEqual([
      [OFFLINE_MESSAGE, 'error'],
      [OFFLINE_MESSAGE, 'error'],
    ]);
  });

  it('offers a visitor the login and sends nothing', () => {
    const t = harness();
    t.store.toggle('130');
    expect(t.loginOffers()).toBe(1);
    expect(t.sent).toEqual([]);
    expect(t.ids()).toEqual([]);
  });

  it("never shows another user's mirror", async () => {
    const t = harness();
    t.mirrorStore.write(FAVOURITES_KEY, JSON.stringify({ userId: '2', ids: ['101'] }));
    await t.logIn();
    t.store.follow();
    expect(t.ids()).toEqual([]);
    t.logOut();
    t.store.follow();
    expect(t.ids()).toEqual([]);
  });
});
