import { describe, expect, it } from 'vitest';
import { createTokenBuckets } from './token-buckets';

function clock() {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('token buckets', () => {
  it('lets a burst of `capacity` through, then refuses with the seconds until a token is back', () => {
    const time = clock();
    const buckets = createTokenBuckets({
      capacity: 3,
      refillPerSecond: 0.5,
      maxKeys: 10,
      whenFull: 'forget-least-recent',
      now: time.now,
    });
    expect([1, 2, 3].map(() => buckets.take('a').ok)).toEqual([true, true, true]);
    expect(buckets.take('a')).toEqual({ ok: false, retryAfterSeconds: 2 });
  });

  it('refills at the given rate, never above capacity', () => {
    const time = clock();
    const buckets = createTokenBuckets({
      capacity: 2,
      refillPerSecond: 1,
      maxKeys: 10,
      whenFull: 'forget-least-recent',
      now: time.now,
    });
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
    const buckets = createTokenBuckets({
      capacity: 2,
      refillPerSecond: 0.001,
      maxKeys: 10,
      whenFull: 'forget-least-recent',
      now: time.now,
    });
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
    const buckets = createTokenBuckets({
      capacity: 1,
      refillPerSecond: 1,
      maxKeys: 10,
      whenFull: 'forget-least-recent',
      now: clock().now,
    });
    expect(buckets.take('a').ok).toBe(true);
    expect(buckets.take('a').ok).toBe(false);
    expect(buckets.take('b').ok).toBe(true);
  });

  it('remembers at most maxKeys keys, the least recently used forgotten first', () => {
    const buckets = createTokenBuckets({
      capacity: 1,
      refillPerSecond: 0.001,
      maxKeys: 2,
      whenFull: 'forget-least-recent',
      now: clock().now,
    });
    buckets.take('a');
    buckets.take('b');
    buckets.take('a');
    buckets.take('c');
    expect(buckets.size()).toBe(2);
    expect(buckets.take('a').ok).toBe(false);
    expect(buckets.take('b').ok).toBe(true);
  });

  it('refusing newcomers, forgets a key only once its bucket is full again, and no flood of new keys undoes a count', () => {
    const time = clock();
    const buckets = createTokenBuckets({
      capacity: 2,
      refillPerSecond: 0.1,
      maxKeys: 2,
      whenFull: 'refuse-newcomers',
      now: time.now,
    });
    buckets.take('victim');
    buckets.take('victim');
    expect(buckets.take('victim')).toEqual({ ok: false, retryAfterSeconds: 10 });
    buckets.take('other');
    // Every place is held by a key still refilling: a new key waits until the
    // oldest is full (20 s for the victim's two tokens).
    for (let index = 0; index < 1000; index += 1)
      expect(buckets.take(`junk-${index}`)).toEqual({ ok: false, retryAfterSeconds: 20 });
    expect(buckets.size()).toBe(2);
    expect(buckets.take('victim').ok).toBe(false);
    time.advance(20_000);
    // The victim's bucket is full now and the least recently used: forgetting it changes nothing.
    expect(buckets.take('newcomer').ok).toBe(true);
    expect(buckets.size()).toBe(2);
    expect([1, 2, 3].map(() => buckets.take('victim').ok)).toEqual([true, true, false]);
  });

  it('refuses settings that would let everything or nothing through', () => {
    expect(() =>
      createTokenBuckets({
        capacity: 0,
        refillPerSecond: 1,
        maxKeys: 1,
        whenFull: 'forget-least-recent',
      }),
    ).toThrow(RangeError);
    expect(() =>
      createTokenBuckets({
        capacity: 1,
        refillPerSecond: 0,
        maxKeys: 1,
        whenFull: 'forget-least-recent',
      }),
    ).toThrow(RangeError);
    expect(() =>
      createTokenBuckets({
        capacity: 1,
        refillPerSecond: 1,
        maxKeys: 0,
        whenFull: 'forget-least-recent',
      }),
    ).toThrow(RangeError);
  });
});
