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
  /** Gives back a token `key` took, for a request that turned out to cost nothing (never above capacity). */
  give(key: string): void;
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
  /** The tokens `key` holds now: what it kept plus the refill since, at most capacity. */
  const held = (kept: Bucket | undefined, at: number) =>
    kept ? Math.min(capacity, kept.tokens + (Math.max(0, at - kept.at) / 1000) * refillPerSecond) : capacity;
  return {
    take(key) {
      const at = now();
      const tokens = held(buckets.get(key), at);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at });
        return { ok: true };
      }
      buckets.set(key, { tokens, at });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)) };
    },
    give(key) {
      const kept = buckets.get(key);
      if (!kept) return;
      const at = now();
      buckets.set(key, { tokens: Math.min(capacity, held(kept, at) + 1), at });
    },
    size: () => buckets.size,
  };
}
