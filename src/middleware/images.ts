import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { IMAGE_ENDPOINT } from '@/lib/routing/own-endpoints';
import { clientKey } from '@/server/requests/client-key';
import { imageEndpoint } from '@/server/images/image-endpoint';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * The image endpoint, /_img/{width}/{source} (docs/decisions/0008): before
 * the shop-status redirects and the guards, so pictures load on every page,
 * the maintenance page included. Pictures to make wait in a line shared
 * fairly between clients (docs/decisions/0084).
 */
export default function imagesMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname } = requestFacts(c);
    if (!pathname.startsWith(`${IMAGE_ENDPOINT}/`)) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.res = new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
      return;
    }
    c.res = await imageEndpoint()(c.req.raw, clientKey(c));
  };
}
