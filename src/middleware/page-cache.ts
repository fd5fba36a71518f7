import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';
import {
  NONCE_ONLY_PRIVATE,
  PRIVATE_PAGE_CACHE,
  PRIVATE_REASON_HEADER,
  PUBLIC_PAGE_CACHE,
} from '@/lib/routing/cache-policy';
import { PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_ENTRIES } from '@/lib/limits';
import { serverConfig } from '@/server/settings/config';
import { logger } from '@/server/observe/logger';
import { measurePageCache } from '@/server/observe/metrics';
import { createPageCache, type CachedPage, type PageCache } from '@/server/answers/page-cache';
import { copyWhileStreaming, readWhole, shareableCopy } from '@/server/answers/page-copy';
import { responseDecisions } from '@/server/requests/request-context';
import { processSingleton } from '@/server/runtime/process-singleton';
import { publicOrigin } from '@/server/requests/public-origin';
import { replaceAnswer } from '@/server/answers/replace-answer';
import { isShed } from '@/server/protection/work-gates';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * Rendered catalogue and static pages kept for SHOP_DATA_TTL_MS
 * (docs/decisions/0006), and the one place a page becomes shareable
 * (docs/decisions/0086). Inside the shop-status redirect and the guards, so
 * a closed shop is still closed; outside the cache-control and status steps,
 * so what it sees is the page as rendered.
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
function pageCache(): PageCache {
  return processSingleton('__pageCache', () => {
    const cache = createPageCache({
      ttlMs: serverConfig().shopDataTtlMs,
      maxEntries: PAGE_CACHE_MAX_ENTRIES,
      maxBytes: PAGE_CACHE_MAX_BYTES,
    });
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

/** A rendered answer that may be shared once whole: a public 200 HTML page without cookies. */
function shareable(res: Response): boolean {
  return (
    res.status === 200 &&
    res.headers.get('cache-control') === PUBLIC_PAGE_CACHE &&
    (res.headers.get('content-type') ?? '').startsWith('text/html') &&
    !res.headers.has('set-cookie') &&
    res.body !== null
  );
}

/**
 * The headers of a page that streams to one shopper: private (for its nonce
 * only, it says, so that the shopper's service worker may keep it), and told
 * to proxies not to hold it back.
 */
function streamedHeaders(rendered: Headers, state: 'miss' | null): Headers {
  const headers = new Headers(rendered);
  headers.set('cache-control', PRIVATE_PAGE_CACHE);
  headers.set(PRIVATE_REASON_HEADER, NONCE_ONLY_PRIVATE);
  headers.set('x-accel-buffering', 'no');
  if (state) headers.set('x-page-cache', state);
  return headers;
}

type Keep = (page: CachedPage | null | Promise<CachedPage | null>) => void;

/**
 * Renders the page (inner steps) and streams it to this shopper; with a
 * cache (`keep`), the whole page is handed to it once made, when it may be
 * shared (null otherwise).
 */
async function renderAndKeep(
  c: Context,
  next: () => Promise<void>,
  method: string,
  keep: Keep | null,
): Promise<void> {
  try {
    await next();
  } catch (error) {
    keep?.(null);
    throw error;
  }
  // The same object the render goes on writing to: read again once the page is whole.
  const decisions = responseDecisions();
  const rendered = c.res;
  if (!shareable(rendered) || !rendered.body) {
    keep?.(null);
    return;
  }
  // Nothing kept (SHOP_DATA_TTL_MS=0): the page streams, private, and that is all.
  if (!keep) {
    replaceAnswer(
      c,
      new Response(rendered.body, {
        status: 200,
        headers: streamedHeaders(rendered.headers, null),
      }),
    );
    return;
  }
  const toKeep = (whole: Uint8Array<ArrayBuffer> | null) =>
    whole && !decisions.upstreamFailed
      ? shareableCopy(rendered.headers, whole, serverConfig().mapTileUrl)
      : null;
  if (method === 'HEAD') {
    const kept = toKeep(await readWhole(rendered.body));
    keep(kept);
    replaceAnswer(
      c,
      kept
        ? answer(kept, 'miss', method)
        : new Response(null, { status: 200, headers: streamedHeaders(rendered.headers, null) }),
    );
    return;
  }
  const { stream, whole } = copyWhileStreaming(rendered.body);
  keep(
    whole.then(toKeep).catch((error: unknown) => {
      logger().error({ err: error }, 'rendered page not kept');
      return null;
    }),
  );
  replaceAnswer(
    c,
    new Response(stream, { status: 200, headers: streamedHeaders(rendered.headers, 'miss') }),
  );
}

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
      c.res = answer(found.page, found.fresh ? 'hit' : 'stale', method);
      return;
    }
    const shared = rendering ? await rendering : null;
    if (shared) {
      c.res = answer(shared, 'hit', method);
      return;
    }
    // Registered before the render starts, so that shoppers who come meanwhile wait for it.
    let keep: Keep = () => undefined;
    const kept = new Promise<CachedPage | null>((resolve) => (keep = resolve));
    void cache.render(key, () => kept);
    await renderAndKeep(c, next, method, keep);
    if (found && isShed(c.res)) replaceAnswer(c, answer(found.page, 'stale', method));
  };
}
