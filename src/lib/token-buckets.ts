import { LRUCache } from 'lru-cache';

/**
 * Per-key token buckets, for limits on what one client (an address, a phone
 * number) may ask of the storefront: each key holds up to `capacity` tokens,
 * takes one per request and gets them back at `refillPerSecond`. A burst of
 * `capacity` passes at once; beyond it, requests pass at the refill rate.
 *
 * Bounded: at most `maxKeys` keys are remembered, the least recently used
 * forgotten first. A forgotten key starts again with a full bucket, so the
 * bound must be large enough that an attacker cannot flush a victim's key
 * within the time its bucket takes to refill.
 */
export type TokenBuckets = {
  /** Takes a token for `key`: `ok`, or how many whole seconds until one is back. */
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number };
  /** Keys remembered now (metrics, tests). */
  size(): number;
};

export type TokenBucketOptions = {
  capacity: number;
  refillPerSecond: number;
  maxKeys: number;
  /** Milliseconds since some fixed point; Date.now unless a test steps time. */
  now?: () => number;
};

type Bucket = { tokens: number; at: number };

export function createTokenBuckets({ capacity, refillPerSecond, maxKeys, now = Date.now }: TokenBucketOptions): TokenBuckets {
  if (!(capacity >= 1) || !(refillPerSecond > 0) || !(maxKeys >= 1)) {
    throw new RangeError('token buckets need capacity ≥ 1, refillPerSecond > 0 and maxKeys ≥ 1');
  }
  const buckets = new LRUCache<string, Bucket>({ max: maxKeys });
  return {
    take(key) {
      const at = now();
      const kept = buckets.get(key);
      const elapsedSeconds = kept ? Math.max(0, at - kept.at) / 1000 : 0;
      const tokens = kept ? Math.min(capacity, kept.tokens + elapsedSeconds * refillPerSecond) : capacity;
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at });
        return { ok: true };
      }
      buckets.set(key, { tokens, at });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)) };
    },
    size: () => buckets.size,
  };
}
