import type { MiddlewareHandler } from 'hono';
import { canonicalRedirect } from '../lib/routes';
import { pageRequestOf, redirectResponse } from '../server/page-request';

/**
 * Paths match case-insensitively: another casing of a route of SPEC §2
 * (or a trailing slash) answers 301 to its canonical spelling, query kept.
 */
export default function canonicalPathMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const page = pageRequestOf(url.pathname);
    const canonical = page && canonicalRedirect(page.pathname);
    if (!page || !canonical) return next();
    c.res = redirectResponse(page, `${canonical}${page.kind === 'document' ? url.search : ''}`, {
      documentStatus: 301,
      rscStatus: 409,
    });
  };
}
