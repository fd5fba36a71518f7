import { createShopApi, type ShopApi } from './client';
import { browserSession, type SourcePage } from './browser-session';
import type { Transport } from './transport';
import { createFetchTransport } from './transports/fetch-transport';

/**
 * The API client for client components: same-origin calls with the stored
 * token. Any 401 ends the session (SPEC §6; what that does is the session's,
 * see browser-session.ts). Calls made from the cart page carry the source-page
 * header (SPEC §7).
 */
export function browserShopApi(options: { sourcePage?: SourcePage } = {}): ShopApi {
  const fetchTransport = createFetchTransport();
  const transport: Transport = async (request) => {
    const response = await fetchTransport(request);
    if (response.status === 401) browserSession().unauthorized(options.sourcePage);
    return response;
  };
  return createShopApi({ transport, getToken: () => browserSession().token(), sourcePage: options.sourcePage });
}
