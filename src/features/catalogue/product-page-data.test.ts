import { describe, expect, it } from 'vitest';
import { createFixtureShop } from '@/fixture-shop/index';
import { FIXTURES_DIR } from '@test-support/servers/fixture-shop';
import {
  createHandlerTransport,
  createShopApi,
  type ApiRequest,
  type Transport,
} from '@/shop-api/index';
import { CODE_LOOKUP_SIZE } from '@/lib/limits';
import { loadProductPage, type ProductPageSources } from './product-page-data';

/** The product page's loader against the fixture shop in process. */
const shop = createFixtureShop({ fixturesDir: FIXTURES_DIR });
const shopTransport = createHandlerTransport((request) => shop.handle(request));

function sources(
  transport: Transport = shopTransport,
): ProductPageSources & { sent: ApiRequest[] } {
  const sent: ApiRequest[] = [];
  const api = createShopApi({
    transport: (request) => {
      sent.push(request);
      return transport(request);
    },
  });
  /** The children of the single root, as src/server/upstream/categories.ts keeps them. */
  const categories = async () => {
    const answer = await api.getCategories();
    return answer.ok ? answer.value.children : [];
  };
  return { api, categories, sent };
}

const BOOK = { code: 'BK-1001', title: 'کتاب-بوف-کور' };

/** Lets every call that can be made now be made (the fixture shop answers in process). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * How many rounds of upstream calls the loader and its reviews wait for: the
 * calls are held until no other is made, then answered together; a call
 * made only after that is a round more.
 */
async function roundsOf(params: typeof BOOK, extra: Partial<ProductPageSources>): Promise<number> {
  const held: Array<() => void> = [];
  const gated: Transport = (request) =>
    new Promise((answer) => held.push(() => answer(shopTransport(request))));
  const from = { ...sources(gated), categories: async () => [], ...extra };
  let done = false;
  const loaded = loadProductPage(params, 1, from).then(async (data) => {
    if (data.kind === 'ok') await data.value.reviews;
    done = true;
  });
  let rounds = 0;
  for (await settle(); !done && held.length > 0; await settle()) {
    rounds += 1;
    for (const answer of held.splice(0)) answer();
  }
  await loaded;
  return rounds;
}

describe('loadProductPage', () => {
  it('awaits the product and its category trail, and hands the reviews over still on their way', async () => {
    const from = sources();
    const result = await loadProductPage(BOOK, 2, from);
    if (result.kind !== 'ok') throw new Error(`expected ok, got ${result.kind}`);
    const data = result.value;
    expect(data.product.code).toBe('BK-1001');
    expect(data.canonicalPath).toBe(
      '/Product/BK-1001/%DA%A9%D8%AA%D8%A7%D8%A8-%D8%A8%D9%88%D9%81-%DA%A9%D9%88%D8%B1',
    );
    expect(data.trail?.map((step) => step.name)).toEqual(['کتاب', 'رمان و داستان']);
    const reviewsCall = from.sent.find((request) =>
      request.path.startsWith('/api/shop/products/reviews/'),
    );
    expect(reviewsCall?.query).toMatchObject({ page: 2, size: 10 });
    const reviews = await data.reviews;
    expect(reviews.ok).toBe(true);
  });

  it('is missing when no product has the code', async () => {
    const from = sources();
    expect(await loadProductPage({ code: 'NOPE-1', title: 'x' }, 1, from)).toEqual({
      kind: 'missing',
    });
    expect(from.sent.filter((request) => request.path !== '/api/shop/categories')).toHaveLength(1);
  });

  it('looks a code up with the code filter and size 20, then asks for the product by id and its reviews together (two rounds)', async () => {
    const from = sources();
    const data = await loadProductPage(BOOK, 1, from);
    expect(data.kind).toBe('ok');
    const calls = from.sent.filter((request) => request.path !== '/api/shop/categories');
    expect(calls.map((request) => request.path).sort()).toEqual([
      '/api/shop/products',
      '/api/shop/products/101',
      '/api/shop/products/reviews/101',
    ]);
    expect(calls[0]?.query).toMatchObject({ code: 'BK-1001', page: 1, size: CODE_LOOKUP_SIZE });
    expect(await roundsOf(BOOK, { known: () => undefined })).toBe(2);
  });

  it('asks for a known code’s product and its reviews at once, without the lookup (one round)', async () => {
    const known = () => ({ id: 101, code: 'BK-1001', title: 'کتاب بوف کور' });
    const from = { ...sources(), known };
    const data = await loadProductPage(BOOK, 1, from);
    expect(data.kind).toBe('ok');
    expect(
      from.sent
        .map((request) => request.path)
        .filter((path) => path !== '/api/shop/categories')
        .sort(),
    ).toEqual(['/api/shop/products/101', '/api/shop/products/reviews/101']);
    expect(await roundsOf(BOOK, { known })).toBe(1);
  });

  it('looks the code up again when the known product no longer carries it', async () => {
    const from = {
      ...sources(),
      known: () => ({ id: 102, code: 'BK-1001', title: 'کتاب بوف کور' }),
    };
    const result = await loadProductPage(BOOK, 1, from);
    if (result.kind !== 'ok') throw new Error(`expected ok, got ${result.kind}`);
    const data = result.value;
    expect(data.product.id).toBe(101);
    expect(from.sent.some((request) => request.path === '/api/shop/products')).toBe(true);
  });

  it('is moved to the canonical path when the title or the code is spelled otherwise, without asking for reviews', async () => {
    const from = sources();
    expect(await loadProductPage({ code: 'BK-1001', title: 'x' }, 1, from)).toMatchObject({
      kind: 'moved',
      location: expect.stringMatching(/^\/Product\/BK-1001\//),
    });
    expect(await loadProductPage({ code: 'bk-1001', title: BOOK.title }, 1, from)).toMatchObject({
      kind: 'moved',
    });
    expect(from.sent.some((request) => request.path.includes('/reviews/'))).toBe(false);
  });

  it('fails with 502 when the shop cannot be reached, 504 when it is too slow', async () => {
    const unreachable: Transport = async () => {
      throw new TypeError('fetch failed');
    };
    const slow: Transport = async () => {
      throw Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    };
    expect(await loadProductPage(BOOK, 1, sources(unreachable))).toEqual({
      kind: 'failed',
      status: 502,
      message: 'خطا در برقراری ارتباط با سرور',
    });
    expect(await loadProductPage(BOOK, 1, sources(slow))).toMatchObject({
      kind: 'failed',
      status: 504,
    });
  });
});
