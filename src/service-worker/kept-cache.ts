import { KEPT_COPY_TIMING } from '@/lib/offline/offline-caches';
import { evictions, type KeptBound } from '@/lib/offline/offline-copies';

/**
 * The size of a kept copy's body, written beside it: the Cache API tells
 * neither sizes nor ages.
 */
const BYTES_HEADER = 'x-storefront-kept-bytes';

/** Trims run one at a time per cache, so that two never delete from the same list. */
const trims = new Map<string, Promise<void>>();

/**
 * Keeps a copy of an answer under `key` (a URL: the request's headers never
 * matter), then deletes the oldest copies of the cache beyond `bound`. The
 * body is read whole here, from a clone: the shopper's copy streams on.
 */
export async function keepCopy(
  cacheName: string,
  key: string,
  answer: Response,
  bound: KeptBound,
): Promise<void> {
  const body = await answer.arrayBuffer();
  const headers = new Headers(answer.headers);
  headers.set(BYTES_HEADER, String(body.byteLength));
  // Only ever answered as a kept copy: the page can tell from its timing (OfflineSupport).
  headers.set('server-timing', KEPT_COPY_TIMING);
  const cache = await caches.open(cacheName);
  await cache.put(
    key,
    new Response(body, { status: answer.status, statusText: answer.statusText, headers }),
  );
  const previous = trims.get(cacheName) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => trim(cache, bound));
  trims.set(cacheName, next);
  await next;
}

/**
 * Oldest first: the Cache API lists entries in the order they were put (a put
 * again moves one to the end).
 */
async function trim(cache: Cache, bound: KeptBound): Promise<void> {
  const keys = await cache.keys();
  const sizes = await Promise.all(
    keys.map(async (key) => Number((await cache.match(key))?.headers.get(BYTES_HEADER) ?? 0)),
  );
  for (const index of evictions(sizes, bound)) {
    const key = keys[index];
    if (key) await cache.delete(key);
  }
}
