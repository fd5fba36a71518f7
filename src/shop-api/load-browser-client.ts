import type { SourcePage } from './transport';
import type { ShopperApi } from './shopper-api';
import { NETWORK_ERROR_MESSAGE } from './messages';
import { failure } from './result';

/**
 * The browser's API client (browser-client.ts), downloaded on first use: the
 * catalogue pages a visitor reads never call the shop from the browser, so they
 * do not load the client, its schemas or valibot until the shopper acts; nor
 * do the sign-in pages (login, sign-up, recovery) until their form is used.
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
