import type { MiddlewareHandler } from 'hono';
import { serverConfig } from '../server/config';
import { embeddedShop } from '../server/embedded-shop';
import { timedUpstreamCall } from '../server/upstream-calls';
import { forwardToUpstream } from '../server/upstream-proxy';

/**
 * Same-origin API: /api/shop/* goes to SHOP_API_URL, or to the embedded
 * fixture shop in this process when it is unset (which also serves the
 * /media/ image base of its demo data).
 */
export default function apiProxyMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const pathname = new URL(c.req.url).pathname;
    const upstream = serverConfig().shopApiUrl;
    if (pathname.startsWith('/api/shop/')) {
      c.res = upstream
        ? await forwardToUpstream(c.req.raw, upstream)
        : await timedUpstreamCall(c.req.method, pathname, () => embeddedShop().handle(c.req.raw));
      return;
    }
    if (!upstream && pathname.startsWith('/media/')) {
      c.res = await embeddedShop().handle(c.req.raw);
      return;
    }
    await next();
  };
}
