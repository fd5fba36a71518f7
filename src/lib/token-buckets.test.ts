import { describe, expect, it } from 'vitest';
import { createTokenBuckets } from './token-buckets';

function clock() {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('token buckets', () => {
  it('lets a burst of `capacity` through, then refuses with the seconds until a token is back', () => {
    const time = clock();
    const buckets = createTokenBuckets({ capacity: 3, refillPerSecond: 0.5, maxKeys: 10, now: time.now });
    expect([1, 2, 3].map(() => buckets.take('a').ok)).toEqual([true, true, true]);
    expect(buckets.take('a')).toEqual({ ok: false, retryAfterSeconds: 2 });
  });

  it('refills at the given rate, never above capacity', () => {
    const time = clock();
    const buckets = createTokenBuckets({ capacity: 2, refillPerSecond: 1, maxKeys: 10, now: time.now });
    buckets.take('a');
    buckets.take('a');
    expect(buckets.take('a').ok).toBe(false);
    time.advance(1000);
    expect(buckets.take('a').ok).toBe(true);
    expect(buckets.take('a').ok).toBe(false);
    time.advance(60_000);
    expect([1, 2, 3].map(() => buckets.take('a').ok)).toEqual([true, true, false]);
  });

  it('takes back a token given back, never above capacity', () => {
    const time = clock();
    const buckets = createTokenBuckets({ capacity: 2, refillPerSecond: 0.001, maxKeys: 10, now: time.now });
    buckets.take('a');
    buckets.take('a');
    buckets.give('a');
    expect(buckets.take('a').ok).toBe(true);
    expect(buckets.take('a').ok).toBe(false);
    buckets.give('a');
    buckets.give('a');
    buckets.give('a');
    expect([1, 2, 3].map(() => buckets.take('a').ok)).toEqual([true, true, false]);
    buckets.give('unknown');
    expect(buckets.size()).toBe(1);
  });

  it('keeps keys apart', () => {
    const buckets = createTokenBuckets({ capacity: 1, refillPerSecond: 1, maxKeys: 10, now: clock().now });
    expect(buckets.take('a').ok).toBe(true);
    expect(buckets.take('a').ok).toBe(false);
    expect(buckets.take('b').ok).toBe(true);
  });

  it('remembers at most maxKeys keys, the least recently used forgotten first', () => {
    const buckets = createTokenBuckets({ capacity: 1, refillPerSecond: 0.001, maxKeys: 2, now: clock().now });
    buckets.take('a');
    buckets.take('b');
    buckets.take('a');
    buckets.take('c');
    expect(buckets.size()).toBe(2);
    expect(buckets.take('a').ok).toBe(false);
    expect(buckets.take('b').ok).toBe(true);
  });

  it('refuses settings that would let everything or nothing through', () => {
    expect(() => createTokenBuckets({ capacity: 0, refillPerSecond: 1, maxKeys: 1 })).toThrow(RangeError);
    expect(() => createTokenBuckets({ capacity: 1, refillPerSecond: 0, maxKeys: 1 })).toThrow(RangeError);
    expect(() => createTokenBuckets({ capacity: 1, refillPerSecond: 1, maxKeys: 0 })).toThrow(RangeError);
  });
});
