import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { ROUTER_ETAGS_HEADER } from '@/server/requests/page-request';

/**
 * Waku's client router names, in `X-Waku-Etags`, the elements it holds
 * already (with their etags), and Waku leaves every one whose etag still
 * matches out of its answer: an RSC payload shaped by one shopper's history.
 * A shared cache keyed by the URL would hand that cut payload to everyone (a
 * blank page), and Waku sends no `Vary`. The header is dropped here, before
 * Waku reads it: every answer is then whole, the same for every shopper, and
 * may be kept by a proxy (docs/decisions/0083). What it would have saved is
 * the route's element, a few nested slots (every page and layout of ours is
 * dynamic and always sent).
 */
export default function routerEtagsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.raw.headers.has(ROUTER_ETAGS_HEADER)) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete(ROUTER_ETAGS_HEADER);
      c.req.raw = new Request(c.req.raw, { headers });
    }
    await next();
  };
}
