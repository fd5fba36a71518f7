import { createFetchTransport, createShopApi, type ShopApi, type Transport } from '../../shop-api/browser';
import { loginLocation } from './guard-decision';
import { clearSession, readToken } from './session-store';

/**
 * The API client for client components: same-origin calls with the stored
 * token. Any 401 clears the session (SPEC §6); only a call made from the cart
 * page also sends the shopper to the login page.
 */
export function browserShopApi(options: { sourcePage?: 'cart' } = {}): ShopApi {
  const fetchTransport = createFetchTransport();
  const transport: Transport = async (request) => {
    const response = await fetchTransport(request);
    if (response.status === 401) {
      clearSession();
      if (options.sourcePage === 'cart') window.location.assign(loginLocation('/cart'));
    }
    return response;
  };
  return createShopApi({ transport, getToken: readToken, sourcePage: options.sourcePage });
}
