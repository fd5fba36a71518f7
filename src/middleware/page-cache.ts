import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { serverConfig } from '@/server/settings/config';
import type { CachedPage } from '@/server/answers/page-cache';
import { keptAnswer, pageCache, renderAndKeep, type Keep } from '@/server/answers/kept-pages';
import { publicOrigin } from '@/server/requests/public-origin';
import { replaceAnswer } from '@/server/answers/replace-answer';
import { isShed } from '@/server/protection/work-gates';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * Rendered catalogue and static pages kept for SHOP_DATA_TTL_MS
 * (docs/decisions/0006), and the one place a page becomes shareable
 * (docs/decisions/0086). Inside the shop-status redirect and the guards, so
 * a closed shop is still closed; outside the cache-control and status steps,
 * so what it sees is the page as rendered. Its logic:
 * src/server/answers/kept-pages.ts.
 *
 * - A kept page answers at once, public, with the hash-based CSP it was kept
 *   with (0080). `X-Page-Cache` says hit, stale or miss.
 * - A page rendered now streams to its shopper as it is made: secondary
 *   parts (the reviews) never hold the first byte. That answer is private,
 *   with a fresh nonce (the security headers), since its policy cannot list the hashes of
 *   scripts not yet written. The same bytes are collected alongside; once the
 *   page is whole, and unless an upstream call failed while it was made (even
 *   late, in a streamed part: docs/decisions/0086), it is kept with the hashes of its
 *   inline scripts for the next shoppers and for shared caches.
 * - Shoppers asking for a page while it renders wait for the kept copy.
 * - HEAD is answered from the kept page (rendered as a GET when none is).
 * - With SHOP_DATA_TTL_MS=0 nothing is kept: every page streams, private.
 * - A page is kept under its URL and the origin its links start with (docs/decisions/0006:
 *   without SHOP_PUBLIC_URL, behind SHOP_TRUST_PROXY, the scheme a proxy
 *   forwards is part of canonical links, so one requester's scheme is never
 *   another's).
 * - A render shed under load (the render gate) answers the kept page, stale, when there
 *   is one (docs/decisions/0084).
 */
export default function pageCacheMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const { method } = c.req;
    const { page, publicPage } = requestFacts(c);
    if ((method !== 'GET' && method !== 'HEAD') || page?.kind !== 'document' || !publicPage)
      return next();
    if (serverConfig().shopDataTtlMs === 0) return renderAndKeep(c, next, method, null);
    // HEAD renders the page as GET, so that the render is kept for both.
    if (method === 'HEAD') c.req.raw = new Request(c.req.raw, { method: 'GET' });
    const cache = pageCache();
    const key = `${publicOrigin(c.req.raw)} ${c.req.url}`;
    const found = cache.lookup(key);
    const rendering = cache.rendering(key);
    if (found && (found.fresh || rendering)) {
      c.res = keptAnswer(found.page, found.fresh ? 'hit' : 'stale', method);
      return;
    }
    const shared = rendering ? await rendering : null;
    if (shared) {
      c.res = keptAnswer(shared, 'hit', method);
      return;
    }
    // Registered before the render starts, so that shoppers who come meanwhile wait for it.
    let keep: Keep = () => undefined;
    const kept = new Promise<CachedPage | null>((resolve) => (keep = resolve));
    void cache.render(key, () => kept);
    await renderAndKeep(c, next, method, keep);
    if (found && isShed(c.res)) replaceAnswer(c, keptAnswer(found.page, 'stale', method));
  };
}
