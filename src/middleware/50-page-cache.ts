import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';
import { isPublicPagePath, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from '@/lib/cache-policy';
import { serverConfig } from '@/server/config';
import { measurePageCache } from '@/server/metrics';
import { createPageCache, type CachedPage, type PageCache } from '@/server/page-cache';
import { pageRequestOf } from '@/server/page-request';
import { builtFromUpstreamFailure } from '@/server/request-context';
import { processSingleton } from '@/server/process-singleton';
import { publicOrigin } from '@/server/public-origin';
import { isShed } from '@/server/work-gates';

/**
 * Rendered catalogue and static pages kept for SHOP_DATA_TTL_MS
 * (docs/decisions/0006). Inside the shop-status redirect and the guards, so
 * a closed shop is still closed; outside the cache and status middleware, so
 * what is kept is the finished answer, with the hash-based CSP that 80 gives
 * a shareable page (docs/decisions/0080). `X-Page-Cache` says hit, stale or
 * miss. HEAD is answered from the kept page too (rendered as a GET when none
 * is kept). A page built from a failed upstream call is never kept (issue 15).
 * A page is kept under its URL and the origin its links start with (issue 23:
 * without SHOP_PUBLIC_URL, behind SHOP_TRUST_PROXY, the scheme a proxy forwards
 * is part of canonical links, so one requester's scheme is never another's).
 * A render shed under load (60) answers the kept page, stale, when there is
 * one (issue 23).
 */
const MAX_ENTRIES = 500;
const MAX_BYTES = 48 * 1024 * 1024;

function pageCache(): PageCache {
  return processSingleton('__pageCache', () => {
    const cache = createPageCache({ ttlMs: serverConfig().shopDataTtlMs, maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES });
    measurePageCache(() => cache.size());
    return cache;
  });
}

function answer(page: CachedPage, state: 'hit' | 'stale' | 'miss', method: string): Response {
  const headers = new Headers(page.headers as Array<[string, string]>);
  headers.set('x-page-cache', state);
  if (method === 'HEAD') {
    headers.set('content-length', String(page.body.byteLength));
    return new Response(null, { status: 200, headers });
  }
  return new Response(page.body, { status: 200, headers });
}

/**
 * The finished answer, when it may be shared (a public 200 page without
 * cookies): read whole, and answered from what was read.
 */
async function keepable(c: Context, method: string): Promise<CachedPage | null> {
  const { res } = c;
  const shareable =
    res.status === 200 &&
    res.headers.get('cache-control') === PUBLIC_PAGE_CACHE &&
    (res.headers.get('content-type') ?? '').startsWith('text/html') &&
    !res.headers.has('set-cookie');
  if (!shareable) return null;
  const page: CachedPage = { headers: [...res.headers.entries()], body: new Uint8Array(await res.arrayBuffer()) };
  // A part that failed late (a streamed section) marks the page only once it is read whole.
  if (builtFromUpstreamFailure()) {
    const headers = new Headers(res.headers);
    headers.set('cache-control', PRIVATE_PAGE_CACHE);
    c.res = new Response(method === 'HEAD' ? null : page.body, { status: 200, headers });
    return null;
  }
  c.res = answer(page, 'miss', method);
  return page;
}

export default function pageCacheMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const { method } = c.req;
    const page = method === 'GET' || method === 'HEAD' ? pageRequestOf(new URL(c.req.url).pathname) : null;
    if (!page || page.kind !== 'document' || !isPublicPagePath(page.pathname) || serverConfig().shopDataTtlMs === 0) {
      return next();
    }
    const cache = pageCache();
    const key = `${publicOrigin(c.req.raw)} ${c.req.url}`;
    const kept = cache.lookup(key);
    const rendering = cache.rendering(key);
    if (kept && (kept.fresh || rendering)) {
      c.res = answer(kept.page, kept.fresh ? 'hit' : 'stale', method);
      return;
    }
    const shared = rendering ? await rendering : null;
    if (shared) {
      c.res = answer(shared, 'hit', method);
      return;
    }
    // HEAD renders the page as GET, so that the render is kept for both.
    if (method === 'HEAD') c.req.raw = new Request(c.req.raw, { method: 'GET' });
    await cache.render(key, async () => {
      await next();
      return keepable(c, method);
    });
    if (kept && isShed(c.res)) c.res = answer(kept.page, 'stale', method);
  };
}
