import { beforeEach, describe, expect, it } from 'vitest';
import { createFixtureShop } from '@/fixture-shop/index';
import { FIXTURES_DIR } from '@test-support/servers/fixture-shop';
import { memoryTextStore } from '@/lib/browser/text-store';
import {
  createHandlerTransport,
  createShopApi,
  type ApiRequest,
  type ShopApi,
} from '@/shop-api/index';
import { readLocalOrders } from '../orders/local-orders';
import { placeOrder } from './place-order';

const shop = createFixtureShop({ fixturesDir: FIXTURES_DIR });
const shopTransport = createHandlerTransport((request) => shop.handle(request));

async function signedIn(failPath?: string): Promise<{ api: ShopApi; sent: ApiRequest[] }> {
  let token: string | null = null;
  const sent: ApiRequest[] = [];
  const api = createShopApi({
    transport: async (request) => {
      sent.push(request);
      if (request.path === failPath) return new Response('upstream down', { status: 502 });
      return shopTransport(request);
    },
    getToken: () => token,
  });
  const login = await api.login({ phoneNumber: '09120000000', password: 'demo1234' });
  if (!login.ok) throw new Error(login.message);
  token = login.value;
  return { api, sent };
}

const now = () => new Date('2026-11-22T10:30:00.000Z');

/**
 * Puts `amount` of product 101 in the cart and places the order to address 1,
 * recorded in a fresh order store.
 */
async function orderOfBook(api: ShopApi, amount: number) {
  await api.setCartItem({ productId: '101', unitId: '4', amount });
  const cart = await api.getCart();
  if (!cart.ok) throw new Error(cart.message);
  const orderStore = memoryTextStore();
  const placed = await placeOrder({
    api,
    cart: cart.value,
    draft: { contactInfoId: '1', note: '' },
    userId: '1',
    orderStore,
    now,
  });
  return { placed, orderStore };
}

beforeEach(() => shop.reset());

describe('placing the order', () => {
  it('submits the address and the note, records order 10001 then 10002, and empties the cart', async () => {
    const { api, sent } = await signedIn();
    const orderStore = memoryTextStore();
    for (const expectedId of [10001, 10002]) {
      await api.setCartItem({ productId: '101', unitId: '4', amount: 2 });
      const cart = await api.getCart();
      if (!cart.ok) throw new Error(cart.message);
      const placed = await placeOrder({
        api,
        cart: cart.value,
        draft: { contactInfoId: '1', note: '  لطفاً زنگ نزنید  ' },
        userId: '1',
        orderStore,
        now,
      });
      expect(placed).toMatchObject({
        ok: true,
        cleared: true,
        order: { id: expectedId, status: 'در حال پردازش', total: 333000 },
      });
      const after = await api.getCart();
      expect(after.ok && after.value.items).toEqual([]);
    }
    const submits = sent.filter((request) => request.path === '/api/shop/users/cart/submit');
    expect(submits[0]).toMatchObject({
      method: 'PATCH',
      body: { contactInfoId: '1', description: 'لطفاً زنگ نزنید' },
    });
    const records = readLocalOrders(orderStore, '1');
    expect(records.map((record) => record.id)).toEqual([10002, 10001]);
    // The shop's order of the same submit is named by the record.
    const shopOrders = await api.getOrders();
    expect(shopOrders.ok && shopOrders.value.items.map((order) => order.id)).toContain(
      records[0]?.serverOrderId,
    );
  });

  it('changes nothing when the submit fails', async () => {
    const { api } = await signedIn('/api/shop/users/cart/submit');
    const { placed, orderStore } = await orderOfBook(api, 2);
    expect(placed).toEqual({ ok: false, message: 'Server responded with status: 502' });
    expect(readLocalOrders(orderStore, '1')).toEqual([]);
    const after = await api.getCart();
    expect(after.ok && after.value.items).toHaveLength(1);
  });

  it('records the order even when the cart cannot be cleared afterwards', async () => {
    const { api } = await signedIn('/api/shop/users/cart/clear');
    const { placed } = await orderOfBook(api, 1);
    expect(placed).toMatchObject({ ok: true, cleared: false, order: { id: 10001 } });
  });

  it('a shop that answers the submit with just `true`: the record names the order its list gained', async () => {
    const strict = createFixtureShop({ fixturesDir: FIXTURES_DIR, scenario: 'strict' });
    let token: string | null = null;
    const api = createShopApi({
      transport: createHandlerTransport((request) => strict.handle(request)),
      getToken: () => token,
    });
    const login = await api.login({ phoneNumber: '09120000000', password: 'demo1234' });
    if (!login.ok) throw new Error(login.message);
    token = login.value;
    const before = await api.getOrders();
    expect(await api.setCartItem({ productId: 101, unitId: 4, amount: 1 })).toEqual({
      ok: true,
      value: null,
    });
    const cart = await api.getCart();
    if (!cart.ok || !before.ok) throw new Error('the strict shop should answer');
    const placed = await placeOrder({
      api,
      cart: cart.value,
      draft: { contactInfoId: 1, note: '' },
      userId: '1',
      orderStore: memoryTextStore(),
      now,
    });
    if (!placed.ok) throw new Error(placed.message);
    expect(placed.order.serverOrderId).not.toBeNull();
    expect(before.value.items.map((order) => order.id)).not.toContain(placed.order.serverOrderId);
    const after = await api.getOrders();
    expect(after.ok && after.value.items.map((order) => order.id)).toContain(
      placed.order.serverOrderId,
    );
  });
});
