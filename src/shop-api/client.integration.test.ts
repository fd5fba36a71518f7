import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureShop } from '@/fixture-shop/index';
import { createShopApi, type ShopApi } from './client';
import {
  ALREADY_EXIST_MESSAGE,
  MEDIA_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNAUTHORIZED_MESSAGE,
} from './messages';
import type { ApiResult } from './result';
import { readUserIdFromToken } from './token';
import type { SourcePage } from './transport';
import { createFetchTransport } from './transports/fetch-transport';
import { createHandlerTransport } from './transports/handler-transport';
import { createUndiciTransport, type UndiciTransport } from './transports/undici-transport';

/**
 * The client against the real fixture shop over HTTP on loopback: no mocked
 * fetch. The server records the headers of every request it receives.
 */
const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures', import.meta.url));
const DEMO = { phoneNumber: '09120000000', password: 'demo1234' };

const shop = createFixtureShop({ fixturesDir: FIXTURES_DIR });
const received: Array<{
  method: string;
  path: string;
  query: string;
  sourcePage: string | null;
  authorization: string | null;
}> = [];
/** While set, the server holds every answer until it settles (a shop that does not answer yet). */
let holdAnswers: Promise<void> | null = null;
let server: Server;
let origin: string;
let transport: UndiciTransport;
let api: ShopApi;

function listen(): Promise<Server> {
  return new Promise((resolve) => {
    const started = serve(
      {
        fetch: async (request: Request) => {
          const url = new URL(request.url);
          received.push({
            method: request.method,
            path: url.pathname,
            query: url.search,
            sourcePage: request.headers.get('x-source-page'),
            authorization: request.headers.get('authorization'),
          });
          if (holdAnswers) await holdAnswers;
          return shop.handle(request);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(started as Server),
    );
  });
}

function value<T>(result: ApiResult<T>): T {
  if (!result.ok)
    throw new Error(
      `expected success, got ${result.kind}: ${result.message} ${result.detail ?? ''}`,
    );
  return result.value;
}

async function signedInApi(options: { sourcePage?: SourcePage } = {}) {
  const token = value(await api.login(DEMO));
  return createShopApi({ transport, getToken: () => token, ...options });
}

beforeAll(async () => {
  server = await listen();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  transport = createUndiciTransport({
    baseUrl: origin,
    timeoutMs: 5000,
    maxResponseBytes: 4 * 1024 * 1024,
    userAgent: 'test',
  });
  api = createShopApi({ transport });
});

afterEach(() => {
  shop.setScenario('default');
  shop.reset();
  received.length = 0;
});

afterAll(async () => {
  await transport.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('catalogue', () => {
  it('reads the shop data', async () => {
    const data = value(await api.getShopData());
    expect(data).toMatchObject({
      title: 'فروشگاه نمونه',
      isActive: true,
      isMaintenanceMode: false,
    });
    expect(data.logo?.name).toBe('logo.svg');
    expect(data.features.length).toBeGreaterThan(0);
    expect(data.notificationActivation).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('pages products with the default size and filters them', async () => {
    const first = value(await api.getProducts());
    expect(first.page).toBe(1);
    expect(first.size).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThan(10);
    const second = value(await api.getProducts({ page: 2 }));
    expect(second.page).toBe(2);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);

    const books = value(await api.getProducts({ title: 'کتاب', size: 50 }));
    expect(books.items.length).toBeGreaterThan(0);
    expect(books.items.every((product) => product.title.includes('کتاب'))).toBe(true);

    const category = first.items[0]?.parentDetailedAccountId ?? '';
    expect(category).toBeTypeOf('number');
    const inCategory = value(await api.getProducts({ parentDetailedAccountId: category }));
    expect(inCategory.items.every((product) => product.parentDetailedAccountId === category)).toBe(
      true,
    );
  });

  it('reshapes products: units, images, positions', async () => {
    const products = value(await api.getProducts({ size: 100 })).items;
    for (const product of products) {
      expect(product.units.filter((unit) => unit.isDefault)).toHaveLength(1);
      expect(product.images.every((image) => image.trim() !== '')).toBe(true);
    }
    const home = value(await api.getHomeProducts());
    expect(home.length).toBeGreaterThan(0);
    expect(
      home.every((product) =>
        product.shopPositions.some((position) => [2, 3, 4].includes(position)),
      ),
    ).toBe(true);
  });

  it('finds a product by its exact code, and gives null for an unknown code', async () => {
    const product = value(await api.findProductByCode('BK-1001'));
    expect(product).toMatchObject({ id: 101, code: 'BK-1001', title: 'کتاب بوف کور' });
    expect(product?.features).toContain('ناشر: امیرکبیر');
    expect(product?.productDescription).toContain('<h2>');
    expect(value(await api.findProductByCode('NO-SUCH-CODE'))).toBeNull();
    // Searched by the code filter (SPEC §9), then the match read by its id; nothing else.
    expect(
      received.map((request) => [
        request.path,
        Object.fromEntries(new URLSearchParams(request.query)),
      ]),
    ).toEqual([
      ['/api/shop/products', { code: 'BK-1001', page: '1', size: '20' }],
      ['/api/shop/products/101', {}],
      ['/api/shop/products', { code: 'NO-SUCH-CODE', page: '1', size: '20' }],
    ]);
  });

  it('finds a product by a code that differs only in case, as the product page does (pickByCode)', async () => {
    expect(value(await api.findProductByCode('bk-1001'))).toMatchObject({
      id: 101,
      code: 'BK-1001',
    });
  });

  it('gives null for an unknown product id', async () => {
    expect(await api.getProduct('999999')).toEqual({ ok: true, value: null });
  });

  it('reads categories, banners and the stock-holder tree', async () => {
    const root = value(await api.getCategories());
    expect(root.children.length).toBeGreaterThan(0);
    const banners = value(await api.getBanners());
    expect(banners.size).toBe(5);
    expect(banners.items[0]?.image).toMatch(/^[0-9a-f-]{36}$/);
    const banner = value(await api.getBanner(banners.items[0]?.id ?? 0));
    expect(banner.title).toBe(banners.items[0]?.title);
    const tree = value(await api.getStockHolderNodes());
    expect(tree.children.length).toBeGreaterThan(0);
  });

  it('downloads media, and fails with the media message for an unknown id', async () => {
    const banner = value(await api.getBanners()).items[0];
    const file = value(await api.getMedia(banner?.image ?? ''));
    expect(file.contentType).toMatch(/^image\//);
    expect(file.body.byteLength).toBeGreaterThan(0);
    expect(await api.getMedia('00000000-0000-0000-0000-000000000000')).toEqual({
      ok: false,
      kind: 'media',
      message: MEDIA_ERROR_MESSAGE,
      status: 404,
    });
  });

  it('reads reviews and adds one when signed in', async () => {
    const reviews = value(await api.getReviews(101));
    expect(reviews.size).toBe(10);
    expect(reviews.items.length).toBeGreaterThan(0);
    const signedIn = await signedInApi();
    expect(await signedIn.addReview({ productId: 101, rate: 5, comment: 'بسیار خوب' })).toEqual({
      ok: true,
      value: null,
    });
    expect(
      value(await api.getReviews(101, { size: 100 })).items.some(
        (review) => review.comment === 'بسیار خوب',
      ),
    ).toBe(true);
    expect(await api.addReview({ productId: 101, rate: 5, comment: 'x' })).toMatchObject({
      kind: 'unauthorized',
    });
  });
});

describe('account', () => {
  it('logs in and reads the profile of the user the token names', async () => {
    const token = value(await api.login(DEMO));
    const userId = readUserIdFromToken(token);
    expect(userId).toBe('1');
    const signedIn = createShopApi({ transport, getToken: () => token });
    const profile = value(await signedIn.getProfile(userId ?? ''));
    expect(profile).toMatchObject({ id: 1, phoneNumber: DEMO.phoneNumber, isStockHolder: false });
    expect(value(await signedIn.getUser('1')).firstName).toBe(profile.firstName);
    expect(value(await signedIn.getUsers()).items).toHaveLength(1);
    expect(received.at(-1)?.authorization).toBe(`Bearer ${token}`);
  });

  it('answers wrong credentials with the shop message', async () => {
    expect(await api.login({ ...DEMO, password: 'wrong-password' })).toMatchObject({
      ok: false,
      kind: 'invalidInput',
      message: 'شماره موبایل یا رمز عبور اشتباه است.',
      status: 400,
    });
  });

  it('signup of a known phone is alreadyExist with the SPEC message', async () => {
    const result = await api.signup({
      firstName: 'سارا',
      lastName: 'محمدی',
      phoneNumber: DEMO.phoneNumber,
      password: 'another1',
      nationalCode: null,
      stockHolderAccountId: null,
    });
    expect(result).toEqual({
      ok: false,
      kind: 'alreadyExist',
      message: ALREADY_EXIST_MESSAGE,
      status: 409,
    });
  });

  it('signs up a new user and updates the profile', async () => {
    const token = value(
      await api.signup({
        firstName: 'نیما',
        lastName: 'کاظمی',
        phoneNumber: '09351234567',
        password: 'secret12',
        nationalCode: null,
        stockHolderAccountId: null,
      }),
    );
    expect(token).toBeTypeOf('string');
    const signedIn = createShopApi({ transport, getToken: () => token });
    expect(await signedIn.updateProfile({ firstName: 'نیما', lastName: 'کاظمی‌نژاد' })).toEqual({
      ok: true,
      value: null,
    });
    expect(value(await signedIn.getProfile(readUserIdFromToken(token) ?? '')).lastName).toBe(
      'کاظمی‌نژاد',
    );
  });

  it('user calls without a token are unauthorized', async () => {
    expect(await api.getCart()).toEqual({
      ok: false,
      kind: 'unauthorized',
      message: UNAUTHORIZED_MESSAGE,
      status: 401,
    });
    expect(await api.getOrders()).toMatchObject({ kind: 'unauthorized' });
  });

  it('recovers a password: code, reset token, new password', async () => {
    const info = value(await api.sendRecoveryCode(DEMO.phoneNumber));
    expect(info).toEqual({ codeLength: 6, expiresInSeconds: 120, resendAfterSeconds: 60 });
    expect(
      await api.verifyRecoveryCode({ phoneNumber: DEMO.phoneNumber, code: '000000' }),
    ).toMatchObject({
      kind: 'invalidInput',
    });
    const resetToken = value(
      await api.verifyRecoveryCode({ phoneNumber: DEMO.phoneNumber, code: '123456' }),
    );
    expect(
      value(
        await api.resetPassword({
          phoneNumber: DEMO.phoneNumber,
          resetToken,
          password: 'fresh-pass',
        }),
      ),
    ).toBeNull();
    expect((await api.login({ ...DEMO, password: 'fresh-pass' })).ok).toBe(true);
  });
});

describe('cart, orders and invoices', () => {
  it('cart calls from the cart page carry X-Source-Page: cart, other calls do not', async () => {
    const cartPage = await signedInApi({ sourcePage: 'cart' });
    value(await cartPage.clearCart());
    expect(await cartPage.setCartItem({ productId: 101, unitId: 4, amount: 2 })).toEqual({
      ok: true,
      value: null,
    });
    const cart = value(await cartPage.getCart());
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: 101,
      unitId: 4,
      amount: 2,
      productCode: 'BK-1001',
    });
    expect(cart.totalPriceWithDiscount).toBe(cart.items[0]?.totalPriceWithDiscount);
    value(await cartPage.getFavourites());

    const cartCalls = received.filter((request) => request.path.startsWith('/api/shop/users/cart'));
    expect(cartCalls).toHaveLength(3);
    expect(cartCalls.every((request) => request.sourcePage === 'cart')).toBe(true);
    const others = received.filter((request) => !request.path.startsWith('/api/shop/users/cart'));
    expect(others.every((request) => request.sourcePage === null)).toBe(true);

    const elsewhere = await signedInApi();
    value(await elsewhere.getCart());
    expect(received.at(-1)).toMatchObject({ path: '/api/shop/users/cart', sourcePage: null });
  });

  it('setting an amount of 0 removes the line; clear empties the cart', async () => {
    const signedIn = await signedInApi();
    value(await signedIn.setCartItem({ productId: 101, unitId: 4, amount: 1 }));
    value(await signedIn.setCartItem({ productId: 101, unitId: 4, amount: 0 }));
    expect(value(await signedIn.getCart()).items).toEqual([]);
    value(await signedIn.setCartItem({ productId: 101, unitId: 4, amount: 3 }));
    expect(await signedIn.clearCart()).toEqual({ ok: true, value: null });
    expect(value(await signedIn.getCart())).toEqual({
      items: [],
      totalPrice: 0,
      totalPriceWithDiscount: 0,
    });
  });

  it('makes a draft invoice, submits the cart as an order, and lists both', async () => {
    const signedIn = await signedInApi();
    expect(await signedIn.submitCart({ contactInfoId: 1 })).toMatchObject({
      kind: 'invalidInput',
      message: 'سبد خرید خالی است.',
    });
    value(await signedIn.setCartItem({ productId: 101, unitId: 4, amount: 2 }));

    const draft = value(await signedIn.createInvoice({ description: 'برای شرکت' }));
    if (!draft) throw new Error('the fixture shop answers the new draft');
    expect(draft).toMatchObject({ isDraft: true, items: [{ productId: 101, amount: 2 }] });
    expect(value(await signedIn.getDraftInvoices()).map((invoice) => invoice.id)).toContain(
      draft.id,
    );
    expect(value(await signedIn.getInvoice(draft.id)).code).toBe(draft.code);
    expect(await signedIn.deleteInvoice(draft.id)).toEqual({ ok: true, value: null });
    expect(await signedIn.getInvoice(draft.id)).toMatchObject({ kind: 'notFound' });
    const invoices = value(await signedIn.getInvoices());
    expect(invoices.size).toBe(10);
    expect(invoices.items.every((invoice) => !invoice.isDraft)).toBe(true);

    const order = value(await signedIn.submitCart({ contactInfoId: 1, description: 'زنگ نزنید' }));
    if (!order) throw new Error('the fixture shop answers the placed order');
    expect(order).toMatchObject({
      status: 'در حال پردازش',
      items: [{ productId: 101, amount: 2 }],
    });
    const orders = value(await signedIn.getOrders());
    expect(orders.size).toBe(20);
    expect(orders.items.map((item) => item.id)).toContain(order.id);
    expect(value(await signedIn.getOrder(order.id)).totalAmount).toBe(order.totalAmount);
    expect(value(await signedIn.getCart()).items).toEqual([]);
  });
});

describe('favourites and addresses', () => {
  it('adds and removes a favourite', async () => {
    const signedIn = await signedInApi();
    const before = value(await signedIn.getFavourites());
    expect(before.size).toBe(10);
    expect(await signedIn.addFavourite(104)).toEqual({ ok: true, value: null });
    const after = value(await signedIn.getFavourites());
    expect(after.items.map((product) => product.id)).toContain(104);
    expect(after.items.every((product) => product.isFavorite)).toBe(true);
    value(await signedIn.removeFavourite(104));
    expect(value(await signedIn.getFavourites()).items.map((product) => product.id)).not.toContain(
      104,
    );
  });

  it('adds, lists and edits addresses', async () => {
    const signedIn = await signedInApi();
    const added = value(
      await signedIn.addContactInfo({
        recipient: 'سارا محمدی',
        phoneNumber: '09120000000',
        provinceId: 8,
        cityId: 301,
        address: 'تهران، خیابان انقلاب، پلاک ۱',
        postalCode: '1234567890',
        latitude: 35.7,
        longitude: 51.4,
      }),
    );
    if (!added) throw new Error('the fixture shop answers the new address');
    expect(added).toMatchObject({
      provinceId: 8,
      cityId: 301,
      postalCode: '1234567890',
      isDefault: false,
    });
    expect(added.id).toBeTypeOf('number');
    const list = value(await signedIn.getContactInfos());
    expect(list.size).toBe(20);
    expect(list.items.map((address) => address.id)).toContain(added.id);
    const edited = value(await signedIn.updateContactInfo({ id: added.id ?? '', isDefault: true }));
    expect(edited).toMatchObject({ id: added.id, isDefault: true });
    expect(await signedIn.addContactInfo({ ...added, postalCode: '123' })).toMatchObject({
      kind: 'invalidInput',
      message: 'کد پستی باید ۱۰ رقم باشد.',
    });
  });
});

describe('other transports', () => {
  it('the fetch transport (browser) and the handler transport (in process) read the same answers', async () => {
    const viaUndici = value(await api.findProductByCode('BK-1001'));
    const viaFetch = createShopApi({ transport: createFetchTransport({ baseUrl: origin }) });
    expect(value(await viaFetch.findProductByCode('BK-1001'))).toEqual(viaUndici);
    const inProcess = createShopApi({ transport: createHandlerTransport(shop.handle) });
    expect(value(await inProcess.findProductByCode('BK-1001'))).toEqual(viaUndici);
    const token = value(await inProcess.login(DEMO));
    const cartPage = createShopApi({
      transport: createHandlerTransport(shop.handle),
      getToken: () => token,
      sourcePage: 'cart',
    });
    value(await cartPage.setCartItem({ productId: 101, unitId: 4, amount: 1 }));
    expect(value(await cartPage.getCart()).items).toHaveLength(1);
  });
});

describe('failures are values', () => {
  it('the malformed scenario gives malformed failures, never exceptions', async () => {
    shop.setScenario('malformed');
    for (const result of await Promise.all([
      api.getShopData(),
      api.getHomeProducts(),
      api.getProducts(),
      api.getCategories(),
      api.getBanners(),
    ])) {
      expect(result).toMatchObject({ ok: false, kind: 'malformed' });
    }
    const signedIn = await signedInApi();
    expect(await signedIn.getCart()).toMatchObject({ ok: false, kind: 'malformed' });
  });

  it('the get-data-fails scenario gives a failure with the shop message', async () => {
    shop.setScenario('get-data-fails');
    expect(await api.getShopData()).toEqual({
      ok: false,
      kind: 'server',
      message: 'خطا در دریافت اطلاعات فروشگاه.',
      status: 500,
    });
  });

  it('a closed port gives the network message', async () => {
    const closed = await listen();
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createUndiciTransport({
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2000,
      maxResponseBytes: 1024,
      userAgent: 'test',
    });
    const result = await createShopApi({ transport: unreachable }).getShopData();
    await unreachable.close();
    expect(result).toMatchObject({ ok: false, kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('a shop that does not answer within the client timeout gives a timeout', async () => {
    // The shop answers only once the call is over: without its own timeout the
    // client would wait for ever.
    let answer = () => undefined as void;
    holdAnswers = new Promise<void>((resolve) => (answer = resolve));
    const impatient = createUndiciTransport({
      baseUrl: origin,
      timeoutMs: 200,
      maxResponseBytes: 4 * 1024 * 1024,
      userAgent: 'test',
    });
    try {
      const result = await createShopApi({ transport: impatient }).getShopData();
      expect(result).toMatchObject({ ok: false, kind: 'timeout', message: NETWORK_ERROR_MESSAGE });
    } finally {
      holdAnswers = null;
      answer();
      await impatient.close();
    }
  });
});
