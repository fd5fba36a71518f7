import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { canonicalRedirect, matchRoute } from '@/lib/routes';
import { redirectResponse } from '@/server/page-request';
import { requestFacts } from '@/server/request-facts';

/**
 * Paths match case-insensitively: another casing of a route of SPEC §2, a
 * trailing slash or percent-encoded letters (`/%50rofile`) answer 301 to the
 * canonical spelling, query kept.
 */
export default function canonicalPathMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const { url, page } = requestFacts(c);
    if (!page) return next();
    const encodedLetters = page.kind === 'document' && page.pathname !== url.pathname;
    const canonical = canonicalRedirect(page.pathname) ?? (encodedLetters && matchRoute(page.pathname) ? page.pathname : null);
    if (!canonical) return next();
    c.res = redirectResponse(page, `${canonical}${page.kind === 'document' ? url.search : ''}`, {
      documentStatus: 301,
      rscStatus: 409,
    });
  };
}
