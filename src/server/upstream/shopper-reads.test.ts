import { describe, expect, it } from 'vitest';
import { failure, success } from '@/shop-api/result';
import { UNAUTHORIZED_MESSAGE } from '@/shop-api/messages';
import { SHED_HEADERS } from '../protection/work-gates';
import { BUSY_MESSAGE } from './api-answers';
import {
  answerShopperRead,
  busyAnswer,
  shopperReadAt,
  type ShopperReadsApi,
} from './shopper-reads';

const CART = { items: [], totalPrice: 0, totalPriceWithDiscount: 0 };
const PAGE = { items: [], total: 0, page: 1, size: 100 };

/** A fake shop API client that records what it was made with and asked. */
function recordingApi() {
  const calls: unknown[] = [];
  const api: ShopperReadsApi = (token, sourcePage) => ({
    getCart: async () => {
      calls.push(['getCart', token, sourcePage]);
      return success(CART);
    },
    getFavourites: async (query) => {
      calls.push(['getFavourites', token, sourcePage, query]);
      return success(PAGE as never);
    },
  });
  return { api, calls };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers });

describe('a signed-in shopper’s reads, made by the server for the browser', () => {
  it('names the two reads by their paths, and nothing else', () => {
    expect(shopperReadAt('/_shopper/cart')).toBe('cart');
    expect(shopperReadAt('/_shopper/favourites')).toBe('favourites');
    expect(shopperReadAt('/_shopper/Cart')).toBeUndefined();
    expect(shopperReadAt('/_shopper/')).toBeUndefined();
  });

  it('reads the cart with the request’s token, and the cart page’s source-page header (SPEC §7)', async () => {
    const { api, calls } = recordingApi();
    const answer = await answerShopperRead(
      'cart',
      get('/_shopper/cart', { authorization: 'Bearer t-1', 'x-source-page': 'cart' }),
      api,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    await expect(answer.json()).resolves.toEqual({ ok: true, value: CART });
    await answerShopperRead(
      'cart',
      get('/_shopper/cart', { authorization: 'Bearer t-1', 'x-source-page': 'home' }),
      api,
    );
    expect(calls).toEqual([
      ['getCart', 't-1', 'cart'],
      ['getCart', 't-1', undefined],
    ]);
  });

  it('reads the favourites at the page and size asked, clamped as the proxy clamps them', async () => {
    const { api, calls } = recordingApi();
    const headers = { authorization: 'Bearer t-1', 'x-source-page': 'cart' };
    await answerShopperRead(
      'favourites',
      get('/_shopper/favourites?page=1&size=100', headers),
      api,
    );
    await answerShopperRead(
      'favourites',
      get('/_shopper/favourites?page=0&size=5000', headers),
      api,
    );
    await answerShopperRead('favourites', get('/_shopper/favourites?size=x', headers), api);
    expect(calls).toEqual([
      ['getFavourites', 't-1', undefined, { page: 1, size: 100 }],
      ['getFavourites', 't-1', undefined, { page: 1, size: 100 }],
      ['getFavourites', 't-1', undefined, { page: undefined, size: undefined }],
    ]);
  });

  it('asks the shop nothing without a token: the result is its 401', async () => {
    const { api, calls } = recordingApi();
    for (const authorization of [undefined, 'Bearer ', 'Basic dXNlcg==', 'Bearer a b']) {
      const answer = await answerShopperRead(
        'cart',
        get('/_shopper/cart', authorization ? { authorization } : {}),
        api,
      );
      await expect(answer.json()).resolves.toEqual({
        ok: false,
        kind: 'unauthorized',
        message: UNAUTHORIZED_MESSAGE,
        status: 401,
      });
    }
    expect(calls).toEqual([]);
  });

  it('gives the browser a failure without what it says for the logs', async () => {
    const api: ShopperReadsApi = () => ({
      getCart: async () =>
        failure('network', 'خطا در برقراری ارتباط با سرور', {
          detail: 'connect ECONNREFUSED 10.0.0.5:8080',
        }),
      getFavourites: async () => success(PAGE as never),
    });
    const answer = await answerShopperRead(
      'cart',
      get('/_shopper/cart', { authorization: 'Bearer t' }),
      api,
    );
    await expect(answer.json()).resolves.toEqual({
      ok: false,
      kind: 'network',
      message: 'خطا در برقراری ارتباط با سرور',
    });
  });

  it('says the server is busy, with the gate’s Retry-After, when it is shed', async () => {
    const answer = busyAnswer(SHED_HEADERS);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(SHED_HEADERS['retry-after']);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    await expect(answer.json()).resolves.toEqual({
      ok: false,
      kind: 'server',
      message: BUSY_MESSAGE,
      status: 503,
    });
  });
});
