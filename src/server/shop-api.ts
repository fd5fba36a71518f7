import { createHandlerTransport, createShopApi, createUndiciTransport, type ShopApi, type Transport } from '../shop-api/index';
import { serverConfig } from './config';
import { embeddedShop } from './embedded-shop';
import { requestCookie } from './request-context';
import { currentRequestScope } from './request-scope';
import { timedUpstreamCall } from './upstream-calls';

/** The cookie that carries the session token to the server (SPEC §9). */
export const AUTH_COOKIE = 'auth_token';

const holder = globalThis as typeof globalThis & { __shopTransport?: Transport };

/** The request's id for the shop API's own logs. */
export function upstreamRequestHeaders(): Record<string, string> {
  const scope = currentRequestScope();
  return scope ? { 'x-request-id': scope.id } : {};
}

/**
 * Upstream over undici with keep-alive, or the embedded fixture shop in
 * process; every call timed into the request log and the metrics.
 */
function serverTransport(): Transport {
  if (!holder.__shopTransport) {
    const config = serverConfig();
    const transport = config.shopApiUrl
      ? createUndiciTransport({ baseUrl: config.shopApiUrl, timeoutMs: config.apiTimeoutMs, requestHeaders: upstreamRequestHeaders })
      : createHandlerTransport((request) => embeddedShop().handle(request));
    holder.__shopTransport = (request) => timedUpstreamCall(request.method, request.path, () => transport(request));
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
