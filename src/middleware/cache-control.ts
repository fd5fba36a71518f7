import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { pageCacheControl } from '@/lib/routing/cache-policy';
import { builtFromUpstreamFailure } from '@/server/requests/request-context';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * Cache-Control on page answers (documents and the router's RSC requests)
 * that carry none yet: public with s-maxage and stale-while-revalidate for
 * the catalogue, private no-store for the rest and for any page built from a
 * failed upstream call (a CDN must not keep the failure text: docs/decisions/0008).
 */
export default function cacheControlMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const { page, publicPage } = requestFacts(c);
    if (!page || c.res.headers.has('cache-control')) return;
    const response = new Response(c.res.body, c.res);
    const status = builtFromUpstreamFailure() ? 'upstream-failed' : c.res.status;
    response.headers.set('cache-control', pageCacheControl(publicPage, status));
    c.res = response;
  };
}
