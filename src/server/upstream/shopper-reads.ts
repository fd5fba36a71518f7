import 'server-only';
import type { ApiResult, ShopperApi, SourcePage } from '@/shop-api';
import { failure } from '@/shop-api/result';
import { UNAUTHORIZED_MESSAGE } from '@/shop-api/messages';
import { CART_READ_PATH, FAVOURITES_READ_PATH } from '@/lib/routing/own-endpoints';
import { BUSY_MESSAGE } from './api-answers';
import { clampPaging } from './api-routes';

/**
 * GET /_shopper/cart and /_shopper/favourites (docs/decisions/0101): the two reads a
 * signed-in shopper's page makes as it starts, made by the server for the browser, so that a
 * page that only shows the cart and the hearts loads neither the API client nor its schemas
 * (src/shop-api/browser-reads.ts). The same calls of the shop API (SPEC §4: GET /users/cart,
 * GET /users/favorites with the page and size asked, clamped as the proxy's are), with the token
 * the request carries as the API client sends it (`Authorization: Bearer …`) and the cart page's
 * `X-Source-Page: cart`; each answer checked by the schemas as every server call's is.
 *
 * The answer is the call's result as JSON, what a failure says for the logs left out, never
 * kept by any cache. Without a token the shop is not asked: the result is its 401.
 */
export type ShopperRead = 'cart' | 'favourites';

export type ShopperReadsApi = (
  token: string,
  sourcePage: SourcePage | undefined,
) => Pick<ShopperApi, 'getCart' | 'getFavourites'>;

const READS: ReadonlyMap<string, ShopperRead> = new Map([
  [CART_READ_PATH, 'cart'],
  [FAVOURITES_READ_PATH, 'favourites'],
]);

/** Which read a path names, if any. */
export function shopperReadAt(pathname: string): ShopperRead | undefined {
  return READS.get(pathname);
}

const BEARER = /^Bearer ([^\s,]{1,4096})$/;

export async function answerShopperRead(
  read: ShopperRead,
  request: Request,
  api: ShopperReadsApi,
): Promise<Response> {
  const { headers } = request;
  const token = BEARER.exec(headers.get('authorization') ?? '')?.[1];
  if (!token) return resultAnswer(failure('unauthorized', UNAUTHORIZED_MESSAGE, { status: 401 }));
  if (read === 'cart') {
    const sourcePage = headers.get('x-source-page') === 'cart' ? 'cart' : undefined;
    return resultAnswer(await api(token, sourcePage).getCart());
  }
  const paging = clampPaging(new URL(request.url).searchParams);
  return resultAnswer(
    await api(token, undefined).getFavourites({
      page: numberOr(paging.get('page')),
      size: numberOr(paging.get('size')),
    }),
  );
}

/** A clamped paging parameter, or none (the call's own default). */
function numberOr(value: string | null): number | undefined {
  return value === null ? undefined : Number(value);
}

/** The answer when the shop API's slots are all taken: the upstream gate's 503, with its headers. */
export function busyAnswer(headers: Record<string, string>): Response {
  return resultAnswer(failure('server', BUSY_MESSAGE, { status: 503 }), 503, headers);
}

function resultAnswer(result: ApiResult<unknown>, status = 200, headers = {}): Response {
  const body = result.ok ? result : withoutDetail(result);
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...headers,
      'cache-control': 'private, no-store',
    },
  });
}

function withoutDetail<T extends { detail?: string }>(value: T): Omit<T, 'detail'> {
  const { detail: _detail, ...rest } = value;
  return rest;
}
