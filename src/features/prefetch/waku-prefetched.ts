import { rscPathOfRoute } from '@/lib/rsc-path';

/**
 * Waku's own store of payloads fetched ahead by `router.prefetch`
 * (waku/minimal/client, 0.27.5): `globalThis.__WAKU_PREFETCHED__`, by RSC
 * path, each entry `[the answer's promise, its params, …]`, taken and deleted
 * by the navigation that uses it. Read here to know when a payload has
 * arrived, and an entry dropped once it is too old to show. Should Waku name
 * it otherwise one day, nothing is found: fetching ahead still happens, only
 * without its concurrency bound, and a tap loads the page as without it.
 */
type Holder = { __WAKU_PREFETCHED__?: Record<string, unknown> };

export function fetchedAhead(path: string): Promise<Response> | null {
  const entry = (globalThis as Holder).__WAKU_PREFETCHED__?.[rscPathOfRoute(path)];
  return Array.isArray(entry) && entry[0] instanceof Promise ? (entry[0] as Promise<Response>) : null;
}

export function dropFetchedAhead(path: string): void {
  const store = (globalThis as Holder).__WAKU_PREFETCHED__;
  if (store) delete store[rscPathOfRoute(path)];
}
