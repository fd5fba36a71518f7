import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { MAINTENANCE_PATH } from '@/lib/routing/route-paths';
import { CLOSED_RETRY_AFTER_SECONDS, shopStateOf, statusRedirect } from '@/lib/shop-state';
import { getShopData } from '@/server/upstream/shop-data';
import { requestFacts } from '@/server/requests/request-facts';
import { redirectPage } from '@/server/requests/redirect-page';

/**
 * The shop-status redirect of SPEC §2 and §4 for page loads and client
 * navigations. While the shop is closed, /maintenance itself answers 503
 * with Retry-After so search engines keep the shop indexed.
 */
export default function shopStatusMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const { page } = requestFacts(c);
    if (!page) return next();
    const state = shopStateOf(await getShopData());
    const target = statusRedirect(state, page.pathname);
    if (target) {
      await redirectPage(
        c,
        next,
        target,
        302,
        target === MAINTENANCE_PATH ? { 'retry-after': String(CLOSED_RETRY_AFTER_SECONDS) } : {},
      );
      return;
    }
    await next();
    if (state !== 'open' && page.kind === 'document' && page.pathname === MAINTENANCE_PATH) {
      c.res = new Response(c.res.body, { status: 503, headers: c.res.headers });
      c.res.headers.set('retry-after', String(CLOSED_RETRY_AFTER_SECONDS));
      c.res.headers.set('cache-control', 'no-store');
    }
  };
}
