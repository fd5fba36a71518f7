import 'server-only';
import type { Context } from 'hono';
import {
  NONCE_ONLY_PRIVATE,
  PRIVATE_PAGE_CACHE,
  PRIVATE_REASON_HEADER,
  PUBLIC_PAGE_CACHE,
} from '@/lib/routing/cache-policy';
import { PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_ENTRIES } from '@/lib/limits';
import { serverConfig } from '../settings/config';
import { logger } from '../observe/logger';
import { measurePageCache } from '../observe/metrics';
import { responseDecisions } from '../requests/request-context';
import { processSingleton } from '../runtime/process-singleton';
import { createPageCache, type CachedPage, type PageCache } from './page-cache';
import { copyWhileStreaming, readWhole, shareableCopy } from './page-copy';
import { replaceAnswer } from './replace-answer';

/**
 * The kept pages of this process (docs/decisions/0006), and how a rendered
 * page streams to its shopper and becomes one (docs/decisions/0086): what the
 * page-cache step (src/middleware/page-cache.ts) does with a request.
 */
export function pageCache(): PageCache {
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

/** A kept page's answer, `X-Page-Cache` saying how it was found; for HEAD, its headers only. */
export function keptAnswer(
  page: CachedPage,
  state: 'hit' | 'stale' | 'miss',
  method: string,
): Response {
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

/** Hands the kept pages what a render made: the page to keep, or null. */
export type Keep = (page: CachedPage | null | Promise<CachedPage | null>) => void;

/**
 * Renders the page (inner steps) and streams it to this shopper; with a
 * cache (`keep`), the whole page is handed to it once made, when it may be
 * shared (null otherwise).
 */
export async function renderAndKeep(
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
        ? keptAnswer(kept, 'miss', method)
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
