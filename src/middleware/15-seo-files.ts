import type { MiddlewareHandler } from 'hono';
import { loadSitemapPaths } from '../features/catalogue/sitemap-data';
import { robotsTxt, sitemapXml } from '../features/catalogue/sitemap';

/** /robots.txt and /sitemap.xml (the whole catalogue, read page by page). */
export default function seoFilesMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    if (url.pathname === '/robots.txt') {
      c.res = new Response(robotsTxt(url.origin), {
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
      });
      return;
    }
    if (url.pathname === '/sitemap.xml') {
      const paths = await loadSitemapPaths();
      c.res = paths
        ? new Response(sitemapXml(url.origin, paths), {
            headers: {
              'content-type': 'application/xml; charset=utf-8',
              'cache-control': 'public, max-age=600, s-maxage=3600, stale-while-revalidate=86400',
            },
          })
        : new Response('sitemap temporarily unavailable', {
            status: 503,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '600', 'cache-control': 'no-store' },
          });
      return;
    }
    return next();
  };
}
