import { createHandlerTransport, createShopApi, createUndiciTransport, type ShopApi, type Transport } from '../shop-api/index';
import { serverConfig } from './config';
import { embeddedShop } from './embedded-shop';
import { requestCookie } from './request-context';

/** The cookie that carries the session token to the server (SPEC §9). */
export const AUTH_COOKIE = 'auth_token';

const holder = globalThis as typeof globalThis & { __shopTransport?: Transport };

/** Upstream over undici with keep-alive, or the embedded fixture shop in process. */
function serverTransport(): Transport {
  if (!holder.__shopTransport) {
    const config = serverConfig();
    holder.__shopTransport = config.shopApiUrl
      ? createUndiciTransport({ baseUrl: config.shopApiUrl, timeoutMs: config.apiTimeoutMs })
      : createHandlerTransport((request) => embeddedShop().handle(request));
  }
  return holder.__shopTransport;
}

/** An API client for anonymous server-side calls (catalogue, shop data). */
export function publicShopApi(): ShopApi {
  return createShopApi({ transport: serverTransport() });
}

/** An API client that carries the current request's auth_token cookie. */
export function requestShopApi(): ShopApi {
  const token = requestCookie(AUTH_COOKIE);
  return createShopApi({ transport: serverTransport(), getToken: () => token });
}
