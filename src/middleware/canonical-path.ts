import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { canonicalRedirect, matchRoute } from '@/lib/routing/routes';
import { requestFacts } from '@/server/requests/request-facts';
import { redirectPage } from '@/server/requests/redirect-page';

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
    const canonical =
      canonicalRedirect(page.pathname) ??
      (encodedLetters && matchRoute(page.pathname) ? page.pathname : null);
    if (!canonical) return next();
    // An RSC request carries the page's query in its own `query` parameter.
    const search =
      page.kind === 'rsc' ? (url.searchParams.get('query') ?? '') : url.search.slice(1);
    await redirectPage(c, next, search ? `${canonical}?${search}` : canonical, 301);
  };
}
