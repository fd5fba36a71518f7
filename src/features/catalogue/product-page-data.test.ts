import { describe, expect, it } from 'vitest';
import { createFixtureShop } from '@/fixture-shop/index';
import { FIXTURES_DIR } from '@/fixture-shop/test-server';
import { createHandlerTransport, createShopApi, type ApiRequest, type Transport } from '@/shop-api/index';
import { loadProductPage, type ProductPageSources } from './product-page-data';

/** The product page's loader against the fixture shop in process. */
const shop = createFixtureShop({ fixturesDir: FIXTURES_DIR });
const shopTransport = createHandlerTransport((request) => shop.handle(request));

function sources(transport: Transport = shopTransport): ProductPageSources & { sent: ApiRequest[] } {
  const sent: ApiRequest[] = [];
  const api = createShopApi({
    transport: (request) => {
      sent.push(request);
      return transport(request);
    },
  });
  /** The children of the single root, as src/server/categories.ts keeps them. */
  const categories = async () => {
    const answer = await api.getCategories();
    return answer.ok ? answer.value.children : [];
  };
  return { api, categories, sent };
}

const BOOK = { code: 'BK-1001', title: 'کتاب-بوف-کور' };

describe('loadProductPage', () => {
  it('awaits the product and its category trail, and hands the reviews over still on their way', async () => {
    const from = sources();
    const data = await loadProductPage(BOOK, 2, from);
    if (data.kind !== 'found') throw new Error(`expected found, got ${data.kind}`);
    expect(data.product.code).toBe('BK-1001');
    expect(data.canonicalPath).toBe('/Product/BK-1001/%DA%A9%D8%AA%D8%A7%D8%A8-%D8%A8%D9%88%D9%81-%DA%A9%D9%88%D8%B1');
    expect(data.trail?.map((step) => step.name)).toEqual(['کتاب', 'رمان و داستان']);
    const reviewsCall = from.sent.find((request) => request.path.startsWith('/api/shop/products/reviews/'));
    expect(reviewsCall?.query).toMatchObject({ page: 2, size: 10 });
    const reviews = await data.reviews;
    expect(reviews.ok).toBe(true);
  });

  it('is missing when no product has the code', async () => {
    expect(await loadProductPage({ code: 'NOPE-1', title: 'x' }, 1, sources())).toEqual({ kind: 'missing' });
  });

  it('is moved to the canonical path when the title or the code is spelled otherwise, without asking for reviews', async () => {
    const from = sources();
    expect(await loadProductPage({ code: 'BK-1001', title: 'x' }, 1, from)).toMatchObject({
      kind: 'moved',
      canonicalPath: expect.stringMatching(/^\/Product\/BK-1001\//),
    });
    expect(await loadProductPage({ code: 'bk-1001', title: BOOK.title }, 1, from)).toMatchObject({ kind: 'moved' });
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
    expect(await loadProductPage(BOOK, 1, sources(slow))).toMatchObject({ kind: 'failed', status: 504 });
  });
});
