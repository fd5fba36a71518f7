import 'server-only';
import {
  createHandlerTransport,
  createShopApi,
  createUndiciTransport,
  type ApiFailure,
  type ShopApi,
  type SourcePage,
  type Transport,
} from '@/shop-api';
import { AUTH_COOKIE } from '@/lib/browser/storage-keys';
import { clampPaging } from './api-routes';
import { serverConfig } from '../settings/config';
import { embeddedShop } from './embedded-shop';
import { knownProducts } from './known-products';
import { UPSTREAM_JSON_MAX_BYTES } from '@/lib/limits';
import { markUpstreamFailure, requestCookie } from '../requests/request-context';
import { currentRequestScope } from '../requests/request-scope';
import { timedUpstreamCall } from './upstream-calls';
import { STOREFRONT_USER_AGENT } from '../observe/user-agent';
import { processSingleton } from '../runtime/process-singleton';

/** The request's id for the shop API's own logs. */
export function upstreamRequestHeaders(): Record<string, string> {
  const scope = currentRequestScope();
  return scope ? { 'x-request-id': scope.id } : {};
}

/**
 * Upstream over undici with keep-alive (answers capped at
 * UPSTREAM_JSON_MAX_BYTES and SHOP_API_TIMEOUT_MS), or the embedded fixture
 * shop in process; `page` and `size` clamped before they leave; every call
 * timed into the request log and the metrics, with the request's id.
 */
function serverTransport(): Transport {
  return processSingleton('__shopTransport', (): Transport => {
    const config = serverConfig();
    const transport = config.shopApiUrl
      ? createUndiciTransport({
          baseUrl: config.shopApiUrl,
          timeoutMs: config.apiTimeoutMs,
          maxResponseBytes: UPSTREAM_JSON_MAX_BYTES,
          userAgent: STOREFRONT_USER_AGENT,
          requestHeaders: upstreamRequestHeaders,
        })
      : createHandlerTransport((request) => embeddedShop().handle(request));
    return (req) =>
      timedUpstreamCall(req.method, req.path, () =>
        transport(req.query ? { ...req, query: clampedQuery(req.query) } : req),
      );
  });
}

function clampedQuery(query: NonNullable<Parameters<Transport>[0]['query']>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.append(name, String(value));
  return Object.fromEntries(clampPaging(params));
}

/** Failures that leave a page showing failure text (not a missing product or a refused login). */
const UPSTREAM_FAILURES = new Set<ApiFailure['kind']>([
  'network',
  'timeout',
  'server',
  'malformed',
]);

function onFailure(failure: ApiFailure): void {
  if (UPSTREAM_FAILURES.has(failure.kind)) markUpstreamFailure();
}

/**
 * An API client for anonymous server-side calls (catalogue, shop data). The
 * products its answers name are learned by code (known-products.ts), so that
 * their pages skip the code lookup.
 */
export function publicShopApi(): ShopApi {
  const api = createShopApi({ transport: serverTransport(), onFailure });
  const known = knownProducts();
  return {
    ...api,
    getProducts: async (query) => {
      const result = await api.getProducts(query);
      if (result.ok) known.learn(result.value.items);
      return result;
    },
    getHomeProducts: async () => {
      const result = await api.getHomeProducts();
      if (result.ok) known.learn(result.value);
      return result;
    },
    getProduct: async (id) => {
      const result = await api.getProduct(id);
      if (result.ok && result.value) known.learn([result.value]);
      return result;
    },
  };
}

/** An API client that carries the current request's auth_token cookie. */
export function requestShopApi(): ShopApi {
  return tokenShopApi(requestCookie(AUTH_COOKIE));
}

/**
 * An API client with a shopper's token: the request's cookie (above), or the token a read made
 * for the browser carries, with the cart page's source-page header when it comes from there
 * (shopper-reads.ts).
 */
export function tokenShopApi(token: string | null, sourcePage?: SourcePage): ShopApi {
  return createShopApi({
    transport: serverTransport(),
    getToken: () => token,
    onFailure,
    sourcePage,
  });
}
