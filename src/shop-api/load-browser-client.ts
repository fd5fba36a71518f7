import { readStoredToken } from '@/lib/browser/stored-token';
import type { PageQuery } from './endpoints/context';
import type { SourcePage } from './transport';
import type { ShopperApi } from './shopper-api';
import type * as BrowserReads from './browser-reads';
import { NETWORK_ERROR_MESSAGE } from './messages';
import { failure, type ApiResult } from './result';
import type { Cart } from './schemas/cart';
import type { Paged } from './schemas/paged';
import type { Product } from './schemas/product';

/**
 * The browser's API client (browser-client.ts), downloaded on first use: the
 * catalogue pages a visitor reads never call the shop from the browser, so they
 * do not load the client, its schemas or valibot until the shopper acts; nor
 * do the sign-in pages (login, sign-up, recovery) until their form is used,
 * nor a signed-in shopper's pages until a change (their reads of the cart and
 * the favourites go through the server: readCart, readFavourites below).
 * Never rejects: if the code cannot be downloaded (offline, a deploy replaced
 * it), every call answers the network failure of SPEC §8.
 */
export async function loadShopApi(options: { sourcePage?: SourcePage } = {}): Promise<ShopperApi> {
  try {
    const { browserShopApi } = await import('./browser-client');
    return browserShopApi(options);
  } catch (error) {
    console.warn('The API client could not be loaded.', error);
    return unreachableApi;
  }
}

/**
 * Starts the client's download ahead of its first call: the shopper's first
 * focus or touch of a form that calls the shop, so the code has arrived by
 * the time the form is sent. Only the module: no client is made, and a failed
 * download is said by the call that needs it (loadShopApi). Calling it again
 * costs one settled import.
 */
export function warmShopApi(): void {
  import('./browser-client').catch(() => undefined);
}

/**
 * warmShopApi for a button that changes a signed-in shopper's cart or favourites, from its
 * first touch or focus: their page reads both through the server and loads the client only for
 * a change (docs/decisions/0101). A visitor's changes never call the shop: nothing is fetched.
 */
export function warmShopApiForShopper(): void {
  if (readStoredToken() !== null) warmShopApi();
}

/**
 * Every method answers the network failure. Not a thenable: a `then` of its own
 * would make `await` (and an async function's return) call it as one, and wait
 * for ever, the shopper's button busy for good.
 */
const unreachableApi = new Proxy({} as ShopperApi, {
  get: (_api, name) =>
    name === 'then'
      ? undefined
      : async () =>
          failure('network', NETWORK_ERROR_MESSAGE, {
            detail: 'the API client could not be loaded',
          }),
});

/**
 * The cart's and the favourites' reads through the server (browser-reads.ts), downloaded on
 * first use: only a signed-in shopper's page reads them, so a visitor's never loads them.
 * Never rejects: if the code cannot be downloaded, the read answers the network failure.
 */
export function readCart(sourcePage?: SourcePage): Promise<ApiResult<Cart>> {
  return throughServer((reads) => reads.readCart(sourcePage));
}

export function readFavourites(query?: PageQuery): Promise<ApiResult<Paged<Product>>> {
  return throughServer((reads) => reads.readFavourites(query));
}

async function throughServer<T>(
  read: (reads: typeof BrowserReads) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  try {
    return await read(await import('./browser-reads'));
  } catch (error) {
    console.warn('The reads through the server could not be loaded.', error);
    return failure('network', NETWORK_ERROR_MESSAGE, { detail: 'the reads could not be loaded' });
  }
}
