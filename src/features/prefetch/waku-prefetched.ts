import type { useRouterCache_UNSTABLE } from 'waku/router/client-core';

/**
 * Waku's own store of payloads fetched ahead by `router.prefetch` (Waku 1.0:
 * the router cache of `waku/router/client-core`, `useRouterCache_UNSTABLE()`;
 * 0.27.5 kept them in `globalThis.__WAKU_PREFETCHED__`). Each entry is the
 * decoded elements' promise, kept for the `ttl` given to `prefetch` and then
 * dropped by Waku itself; a navigation to the path takes it.
 */
export type RouterCache = ReturnType<typeof useRouterCache_UNSTABLE>;

export function fetchedAhead(cache: RouterCache, path: string): Promise<unknown> | null {
  return cache.getPrefetch({ path, query: '', hash: '' })?.promise ?? null;
}
