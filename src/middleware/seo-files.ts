import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { loadSitemap } from '@/features/catalogue/sitemap-data';
import { robotsTxt } from '@/features/catalogue/sitemap';
import { ROBOTS_PATH, SITEMAP_PATH } from '@/lib/routing/own-endpoints';
import { publicOrigin } from '@/server/requests/public-origin';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * /robots.txt and /sitemap.xml (the whole catalogue, crawled at most once per
 * SITEMAP_TTL_MS and shared), with the origin of SHOP_PUBLIC_URL.
 */
export default function seoFilesMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const { pathname } = requestFacts(c);
    if (pathname === ROBOTS_PATH) {
      c.res = new Response(robotsTxt(publicOrigin(c.req.raw)), {
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        },
      });
      return;
    }
    if (pathname === SITEMAP_PATH) {
      const xml = await loadSitemap(publicOrigin(c.req.raw));
      c.res = xml
        ? new Response(xml, {
            headers: {
              'content-type': 'application/xml; charset=utf-8',
              'cache-control': 'public, max-age=600, s-maxage=3600, stale-while-revalidate=86400',
            },
          })
        : new Response('sitemap temporarily unavailable', {
            status: 503,
            headers: {
              'content-type': 'text/plain; charset=utf-8',
              'retry-after': '600',
              'cache-control': 'no-store',
            },
          });
      return;
    }
    return next();
  };
}
