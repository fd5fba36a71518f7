import { beforeEach, describe, expect, it } from 'vitest';
import { createFixtureShop } from '@/fixture-shop/index';
import { FIXTURES_DIR } from '@test-support/servers/fixture-shop';
import { memoryTextStore } from '@/lib/browser/text-store';
import type { ApiRequest, CartItem } from '@/shop-api/index';
import { EMPTY_CART, lineKey } from './cart-rules';
import { createCartStore } from './cart-store';
import { CART_FAILURE_MESSAGES as CART_TOASTS } from './messages';
import { readVisitorCart, writeVisitorCart } from './visitor-cart';
import { VISITOR_CART_KEY } from '@/lib/browser/storage-keys';
import { settle, until } from '@test-support/unit/poll-until';
import { scriptedShop } from '@test-support/unit/scripted-shop';
import { OFFLINE_MESSAGE } from '@/ui/offline-message';

/**
 * The cart store against the fixture shop in process: what it sends, what it
 * shows, and the toasts of SPEC §8. Requests can be held back or failed.
 */
const shop = createFixtureShop({ fixturesDir: FIXTURES_DIR });

type Gate = { request: ApiRequest; release: () => void };

function harness() {
  const held: Gate[] = [];
  let holding = false;
  const scripted = scriptedShop(shop, async (request) => {
    if (holding && request.method === 'POST') {
      await new Promise<void>((release) => held.push({ request, release }));
    }
  });
  const { sent } = scripted;
  const errors: string[] = [];
  const visitorStore = memoryTextStore();
  const store = createCartStore({
    ...scripted.storeDeps,
    hasToken: () => scripted.token() !== null,
    visitorStore,
    notifyError: (message) => errors.push(message),
  });
  return {
    ...scripted,
    store,
    held,
    errors,
    visitorStore,
    hold: (on: boolean) => {
      holding = on;
    },
    async logIn() {
      await scripted.logIn();
      shop.reset();
    },
    setItemAmounts: () =>
      sent
        .filter((request) => request.path === '/api/shop/users/cart/set-item')
        .map((request) => (request.body as { amount: number }).amount),
    cartGets: () =>
      sent.filter((request) => request.method === 'GET' && request.path === '/api/shop/users/cart')
        .length,
  };
}

/**
 * Product 101 (کتاب بوف کور) in its default unit «جلد» (id 4), as a product
 * page offers it: ids are numbers, as the shop sends them.
 */
const BOOK: CartItem = {
  productId: 101,
  productName: 'کتاب بوف کور',
  productCode: 'BK-1001',
  price: 185000,
  priceWithDiscount: 166500,
  totalPrice: 185000,
  totalPriceWithDiscount: 166500,
  amount: 1,
  discountPercent: 10,
  unitName: 'جلد',
  unitId: 4,
};

/** A signed-in store, started. */
async function signedIn() {
  const t = harness();
  await t.logIn();
  await t.store.start();
  return t;
}

/** A signed-in store holding two of BOOK, the add and its reload both done. */
async function signedInWithTwoBooks() {
  const t = await signedIn();
  await t.store.add(BOOK, 2);
  await until(() => t.store.snapshot().pending.size === 0 && t.cartGets() === 2);
  return t;
}

beforeEach(() => shop.reset());

describe('cart store, logged in', () => {
  it('adds with set-item to an absolute amount, then reloads the cart', async () => {
    const t = await signedIn();
    expect(t.store.snapshot()).toMatchObject({
      owner: 'account',
      status: 'ready',
      cart: EMPTY_CART,
    });

    const adding = t.store.add(BOOK, 2);
    await until(() => t.store.snapshot().cart.items.length === 1);
    expect(t.store.snapshot().cart.items[0]).toMatchObject({ productId: 101, amount: 2 });
    expect(await adding).toBe(true);
    await until(() => t.store.snapshot().pending.size === 0 && t.cartGets() === 2);
    await t.store.add(BOOK, 1);
    await until(() => t.store.snapshot().pending.size === 0 && t.cartGets() === 3);

    expect(t.setItemAmounts()).toEqual([2, 3]);
    const { cart } = t.store.snapshot();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ amount: 3, unitName: 'جلد' });
    expect(cart.totalPriceWithDiscount).toBe(3 * 166500);
    expect(t.errors).toEqual([]);
  });

  it('decreases, and removes at 0 by sending amount 0', async () => {
    const t = await signedInWithTwoBooks();
    const line = t.store.snapshot().cart.items[0]!;
    t.store.setAmount(line, 1, 'decrease');
    await until(() => t.store.snapshot().pending.size === 0 && t.cartGets() === 3);
    t.store.setAmount(line, 0, 'remove');
    expect(t.store.snapshot().cart.items).toEqual([]);
    await until(() => t.store.snapshot().pending.size === 0 && t.cartGets() === 4);
    expect(t.setItemAmounts()).toEqual([2, 1, 0]);
    expect(t.store.snapshot().cart.items).toEqual([]);
  });

  it('shows fast repeated clicks at once and sends them in order, skipping the ones in between', async () => {
    const t = await signedIn();
    t.hold(true);
    const clicks = [t.store.add(BOOK, 1)];
    await until(() => t.held.length === 1);
    for (let click = 0; click < 4; click++) clicks.push(t.store.add(BOOK, 1));
    await until(() => t.store.snapshot().cart.items[0]?.amount === 5);
    expect(t.store.snapshot().pending.has(lineKey(BOOK))).toBe(true);
    expect(t.held).toHaveLength(1);
    t.hold(false);
    t.held[0]?.release();
    await until(() => t.store.snapshot().pending.size === 0 && t.cartGets() === 2);
    expect(t.setItemAmounts()).toEqual([1, 5]);
    expect(t.store.snapshot().cart.items[0]?.amount).toBe(5);
    expect(await Promise.all(clicks)).toEqual([true, true, true, true, true]);
  });

  it('sends the ids of a line back in the JSON type the shop gave them', async () => {
    const t = await signedIn();
    expect(await t.store.add(BOOK, 1)).toBe(true);
    const [setItem] = t.sent.filter((request) => request.path === '/api/shop/users/cart/set-item');
    expect(setItem?.body).toEqual({ productId: 101, unitId: 4, amount: 1 });
    await until(() => t.store.snapshot().pending.size === 0 && t.cartGets() === 2);
    // The line read back from the shop goes out as it came, too.
    const line = t.store.snapshot().cart.items[0]!;
    expect(await t.store.setAmount(line, 0, 'remove')).toBe(true);
    expect(
      t.sent.filter((request) => request.path === '/api/shop/users/cart/set-item').at(-1)?.body,
    ).toEqual({
      productId: 101,
      unitId: 4,
      amount: 0,
    });
  });

  it('answers a change only once the shop has taken it: a success toast never comes first', async () => {
    const t = await signedIn();
    t.hold(true);
    let answered: boolean | null = null;
    void t.store.add(BOOK, 1).then((ok) => {
      answered = ok;
    });
    await until(() => t.held.length === 1);
    await settle();
    expect(answered).toBeNull();
    t.failing.add('/api/shop/users/cart/set-item');
    t.hold(false);
    t.held[0]?.release();
    await until(() => answered !== null);
    expect(answered).toBe(false);
    expect(t.errors).toEqual([CART_TOASTS.add]);
    expect(t.store.snapshot().cart.items).toEqual([]);
  });

  it.each([
    ['add', (t: ReturnType<typeof harness>) => t.store.add(BOOK, 1), CART_TOASTS.add],
    [
      'decrease',
      (t: ReturnType<typeof harness>) => t.store.setAmount(BOOK, 1, 'decrease'),
      CART_TOASTS.decrease,
    ],
    [
      'remove',
      (t: ReturnType<typeof harness>) => t.store.setAmount(BOOK, 0, 'remove'),
      CART_TOASTS.remove,
    ],
    [
      'update',
      (t: ReturnType<typeof harness>) => t.store.setAmount(BOOK, 7, 'update'),
      CART_TOASTS.update,
    ],
  ] as const)('a failed %s rolls back and shows its toast', async (_name, change, toast) => {
    const t = await signedInWithTwoBooks();
    t.failing.add('/api/shop/users/cart/set-item');
    await change(t);
    await until(() => t.store.snapshot().pending.size === 0 && t.errors.length > 0);
    expect(t.errors).toEqual([toast]);
    expect(t.store.snapshot().cart.items[0]?.amount).toBe(2);
    // A failed change changed nothing: no reload.
    await settle();
    expect(t.cartGets()).toBe(2);
  });

  it('clears with GET …/cart/clear; a failed clear puts the lines back with its toast', async () => {
    const t = await signedInWithTwoBooks();

    t.failing.add('/api/shop/users/cart/clear');
    expect(await t.store.clear()).toBe(false);
    expect(t.errors).toEqual([CART_TOASTS.clear]);
    expect(t.store.snapshot().cart.items).toHaveLength(1);

    t.failing.clear();
    expect(await t.store.clear()).toBe(true);
    expect(t.store.snapshot().cart.items).toEqual([]);
    expect(t.sent.filter((request) => request.path === '/api/shop/users/cart/clear')).toHaveLength(
      2,
    );
  });

  it('empties the view when the cart cannot be fetched, with the update toast only where asked', async () => {
    const t = harness();
    await t.logIn();
    await t.store.add(BOOK, 2);
    await until(
      () =>
        t.store.snapshot().pending.size === 0 &&
        t.cartGets() === 2 &&
        t.store.snapshot().cart.items.length === 1,
    );
    await settle();
    t.failing.add('/api/shop/users/cart');
    await t.store.refresh();
    expect(t.store.snapshot()).toMatchObject({ status: 'failed', cart: EMPTY_CART });
    expect(t.errors).toEqual([CART_TOASTS.update]);
  });

  it('offline: a change or a clear says it needs the connection, sends nothing and keeps the cart as it was', async () => {
    const t = await signedInWithTwoBooks();
    const before = t.store.snapshot().cart;
    const sentBefore = t.sent.length;
    t.goOffline(true);
    expect(await t.store.add(BOOK, 1)).toBe(false);
    expect(await t.store.setAmount(before.items[0]!, 0, 'remove')).toBe(false);
    expect(await t.store.clear()).toBe(false);
    expect(t.sent).toHaveLength(sentBefore);
    expect(t.store.snapshot().cart.items.map((item) => [item.productId, item.amount])).toEqual([
      [101, 2],
    ]);
    expect(t.errors).toEqual([OFFLINE_MESSAGE, OFFLINE_MESSAGE, OFFLINE_MESSAGE]);
    t.goOffline(false);
    expect(await t.store.add(BOOK, 1)).toBe(true);
  });

  it('a failed first load (the header) empties the view without a toast', async () => {
    const t = harness();
    await t.logIn();
    t.failing.add('/api/shop/users/cart');
    await t.store.start();
    expect(t.store.snapshot()).toMatchObject({ status: 'failed', cart: EMPTY_CART });
    expect(t.errors).toEqual([]);
  });
});

describe("cart store, visitor's cart", () => {
  it('keeps the cart in local storage without calling the shop', async () => {
    const t = harness();
    await t.store.start();
    await t.store.add(BOOK, 2);
    t.store.setAmount(BOOK, 3, 'add');
    expect(t.sent).toEqual([]);
    expect((await readVisitorCart(t.visitorStore)).items[0]).toMatchObject({
      productId: 101,
      unitId: 4,
      amount: 3,
    });
    t.store.setAmount(BOOK, 0, 'remove');
    expect(t.visitorStore.read(VISITOR_CART_KEY)).toBeNull();
  });

  it('reads a stored cart back, and the latest read wins', async () => {
    const t = harness();
    writeVisitorCart(t.visitorStore, {
      items: [{ ...BOOK, amount: 2 }],
      totalPrice: 0,
      totalPriceWithDiscount: 0,
    });
    await t.store.start();
    expect(t.store.snapshot()).toMatchObject({ owner: 'visitor', status: 'ready' });
    expect(t.store.snapshot().cart.items).toMatchObject([{ productId: 101, amount: 2 }]);
    // Another tab changes it twice in a row: the view ends on the last.
    writeVisitorCart(t.visitorStore, {
      items: [{ ...BOOK, amount: 5 }],
      totalPrice: 0,
      totalPriceWithDiscount: 0,
    });
    t.store.storageChanged(VISITOR_CART_KEY);
    writeVisitorCart(t.visitorStore, {
      items: [{ ...BOOK, amount: 7 }],
      totalPrice: 0,
      totalPriceWithDiscount: 0,
    });
    t.store.storageChanged(VISITOR_CART_KEY);
    await t.store.start();
    expect(t.store.snapshot().cart.items).toMatchObject([{ productId: 101, amount: 7 }]);
  });

  it('drops a stored cart it cannot read, without a toast', async () => {
    const t = harness();
    t.visitorStore.write(VISITOR_CART_KEY, '{"items": "not a list"');
    await t.store.start();
    expect(t.store.snapshot()).toMatchObject({ status: 'ready', cart: EMPTY_CART });
    expect(t.errors).toEqual([]);
  });

  it('offline too: the visitor’s cart is the device’s own', async () => {
    const t = harness();
    t.goOffline(true);
    await t.store.start();
    expect(await t.store.add(BOOK, 2)).toBe(true);
    expect((await readVisitorCart(t.visitorStore)).items[0]).toMatchObject({
      productId: 101,
      amount: 2,
    });
    expect(t.errors).toEqual([]);
  });

  it('merges into the account at login (the larger amount wins) and clears the local copy', async () => {
    const t = harness();
    await t.logIn();
    // The account already holds 3 of product 110 in unit 1 and 1 of the book.
    await t.api.setCartItem({ productId: 110, unitId: 1, amount: 3 });
    await t.api.setCartItem({ productId: 101, unitId: 4, amount: 1 });
    writeVisitorCart(t.visitorStore, {
      items: [
        { ...BOOK, amount: 4 },
        { ...BOOK, productId: 110, productCode: 'ST-2001', unitId: 1, amount: 2 },
      ],
      totalPrice: 0,
      totalPriceWithDiscount: 0,
    });
    t.sent.length = 0;

    await t.store.mergeVisitorCart();

    expect(t.setItemAmounts()).toEqual([4]);
    expect(
      t.sent.find((request) => request.path === '/api/shop/users/cart/set-item')?.body,
    ).toEqual({
      productId: 101,
      unitId: 4,
      amount: 4,
    });
    expect(t.visitorStore.read(VISITOR_CART_KEY)).toBeNull();
    const amounts = Object.fromEntries(
      t.store.snapshot().cart.items.map((item) => [item.productId, item.amount]),
    );
    expect(amounts).toEqual({ '101': 4, '110': 3 });
  });

  it('keeps what could not be merged for the next time', async () => {
    const t = harness();
    await t.logIn();
    writeVisitorCart(t.visitorStore, {
      items: [{ ...BOOK, amount: 2 }],
      totalPrice: 0,
      totalPriceWithDiscount: 0,
    });
    t.failing.add('/api/shop/users/cart/set-item');
    await t.store.mergeVisitorCart();
    expect((await readVisitorCart(t.visitorStore)).items[0]).toMatchObject({
      productId: 101,
      amount: 2,
    });
    expect(t.errors).toEqual([CART_TOASTS.add]);
  });
});
