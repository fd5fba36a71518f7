import { LRUCache } from 'lru-cache';

/**
 * Per-key token buckets, for limits on what one client (an address, a phone
 * number) may ask of the storefront: each key holds up to `capacity` tokens,
 * takes one per request and gets them back at `refillPerSecond`. A burst of
 * `capacity` passes at once; beyond it, requests pass at the refill rate.
 *
 * Bounded: at most `maxKeys` keys are remembered. A forgotten key starts again
 * with a full bucket, so what happens to a new key when every place is taken
 * is the caller's choice (`whenFull`):
 * - 'forget-least-recent': the least recently used key is forgotten, whatever
 *   it held (a flood of new keys hands everyone a fresh burst: for limits where
 *   that costs little, such as beacons and suggestions);
 * - 'refuse-newcomers': a key is forgotten only once its bucket is full again,
 *   when forgetting it changes nothing; while the least recently used key is
 *   still refilling, the new key is refused until it is full (no request can
 *   undo another key's count: for limits that stand between an attacker and a
 *   shopper's password).
 */
export type TokenBuckets = {
  /** Takes a token for `key`: `ok`, or how many whole seconds until one is back. */
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number };
  /**
   * Gives back a token `key` took, for a request that turned out to cost
   * nothing (never above capacity).
   */
  give(key: string): void;
  /** Keys remembered now (metrics, tests). */
  size(): number;
};

export type TokenBucketOptions = {
  capacity: number;
  refillPerSecond: number;
  maxKeys: number;
  whenFull: 'forget-least-recent' | 'refuse-newcomers';
  /** Milliseconds since some fixed point; Date.now unless a test steps time. */
  now?: () => number;
};

type Bucket = { tokens: number; at: number };

export function createTokenBuckets({
  capacity,
  refillPerSecond,
  maxKeys,
  whenFull,
  now = Date.now,
}: TokenBucketOptions): TokenBuckets {
  if (!(capacity >= 1) || !(refillPerSecond > 0) || !(maxKeys >= 1)) {
    throw new RangeError('token buckets need capacity ≥ 1, refillPerSecond > 0 and maxKeys ≥ 1');
  }
  const buckets = new LRUCache<string, Bucket>({ max: maxKeys });
  /** The tokens `key` holds now: what it kept plus the refill since, at most capacity. */
  const held = (kept: Bucket | undefined, at: number) =>
    kept
      ? Math.min(capacity, kept.tokens + (Math.max(0, at - kept.at) / 1000) * refillPerSecond)
      : capacity;
  /** Whole seconds until `tokens` become `wanted`. */
  const secondsUntil = (wanted: number, tokens: number) =>
    Math.max(1, Math.ceil((wanted - tokens) / refillPerSecond));
  /**
   * Room for a new key: `null`, or the seconds until the least recently used
   * key may be forgotten.
   */
  const makeRoom = (at: number): number | null => {
    if (whenFull === 'forget-least-recent' || buckets.size < maxKeys) return null;
    const oldest = buckets.rkeys().next();
    if (oldest.done) return null;
    const tokens = held(buckets.peek(oldest.value), at);
    if (tokens < capacity) return secondsUntil(capacity, tokens);
    buckets.delete(oldest.value);
    return null;
  };
  return {
    take(key) {
      const at = now();
      const kept = buckets.get(key);
      if (!kept) {
        const wait = makeRoom(at);
        if (wait !== null) return { ok: false, retryAfterSeconds: wait };
      }
      const tokens = held(kept, at);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at });
        return { ok: true };
      }
      buckets.set(key, { tokens, at });
      return { ok: false, retryAfterSeconds: secondsUntil(1, tokens) };
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
