import { readStoredToken } from '@/lib/browser/stored-token';
import { announceUnauthorized } from './browser-session';
import { createShopperApi, type ShopperApi } from './shopper-api';
import type { SourcePage, Transport } from './transport';
import { createFetchTransport } from './transports/fetch-transport';

/**
 * The API client for client components: the shopper's calls (shopper-api.ts),
 * same-origin, with the stored token. Any 401 ends the session (SPEC §6): the
 * page hears of it (announceUnauthorized, browser-session.ts). Calls made
 * from the cart page carry the source-page header (SPEC §7).
 */
export function browserShopApi(options: { sourcePage?: SourcePage } = {}): ShopperApi {
  const fetchTransport = createFetchTransport();
  const transport: Transport = async (request) => {
    const response = await fetchTransport(request);
    if (response.status === 401) announceUnauthorized(options.sourcePage);
    return response;
  };
  return createShopperApi({ transport, getToken: readStoredToken, sourcePage: options.sourcePage });
}
