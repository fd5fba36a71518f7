import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { clientAborter, socketAddress } from '@/server/requests/client-key';
import { serverConfig } from '@/server/settings/config';
import { embeddedShop } from '@/server/upstream/embedded-shop';
import { timedUpstreamCall } from '@/server/upstream/upstream-calls';
import { forwardToUpstream } from '@/server/upstream/upstream-proxy';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * Same-origin API: /api/shop/* goes to SHOP_API_URL, or to the embedded
 * fixture shop in this process when it is unset (which also serves the
 * /media/ image base of its demo data). Methods and body size were checked
 * by the request gate.
 */
export default function apiProxyMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, api } = requestFacts(c);
    const upstream = serverConfig().shopApiUrl;
    if (api) {
      c.res = upstream
        ? await forwardToUpstream(c.req.raw, upstream, {
            clientAddress: socketAddress(c),
            abortClient: clientAborter(c),
          })
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
