import { describe, expect, it, vi } from 'vitest';
import { createSwrCache } from './swr-cache';

/** A source whose answers the test decides, one call at a time. */
function source<T>(first: T) {
  let answer: { value: T } | { error: Error } = { value: first };
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const load = vi.fn(async () => {
    if (gate) await gate;
    if ('error' in answer) throw answer.error;
    return answer.value;
  });
  return {
    load,
    answers(value: T) {
      answer = { value };
    },
    fails() {
      answer = { error: new Error('upstream down') };
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
  };
}

/** A cache over a fresh `source(first)`, on a clock the test moves by setting `clock.now`. */
function cachedSource<T>(first: T, ttlMs = 100) {
  const clock = { now: 0 };
  const shop = source(first);
  const cache = createSwrCache({ ttlMs, load: shop.load, now: () => clock.now });
  return { clock, shop, cache };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSwrCache', () => {
  it('loads once while fresh', async () => {
    const { clock, shop, cache } = cachedSource('a');
    expect(await cache.get()).toBe('a');
    clock.now = 50;
    expect(await cache.get()).toBe('a');
    expect(shop.load).toHaveBeenCalledTimes(1);
  });

  it('after a quiet period longer than the TTL, the next read waits for the new value', async () => {
    // Shop status: open, then maintenance switched on while nobody visits.
    const { clock, shop, cache } = cachedSource({ isMaintenanceMode: false }, 10_000);
    expect(await cache.get()).toEqual({ isMaintenanceMode: false });
    shop.answers({ isMaintenanceMode: true });
    clock.now = 10 * 60_000; // ten quiet minutes
    expect(await cache.get()).toEqual({ isMaintenanceMode: true });
    expect(shop.load).toHaveBeenCalledTimes(2);
  });

  it('is never served older than the TTL: exactly at the TTL it waits', async () => {
    const { clock, shop, cache } = cachedSource(1);
    await cache.get();
    shop.answers(2);
    clock.now = 100;
    expect(await cache.get()).toBe(2);
  });

  it('in the last quarter of its life, serves the kept value and refreshes in the background', async () => {
    const { clock, shop, cache } = cachedSource('v1');
    await cache.get();
    shop.answers('v2');
    shop.hold();
    clock.now = 80;
    expect(await cache.get()).toBe('v1');
    expect(shop.load).toHaveBeenCalledTimes(2);
    shop.release();
    await tick();
    expect(await cache.get()).toBe('v2');
    // The refreshed value is fresh again: no further load.
    clock.now = 120;
    expect(await cache.get()).toBe('v2');
    expect(shop.load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between every reader waiting for it', async () => {
    const { clock, shop, cache } = cachedSource(1);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(shop.load).toHaveBeenCalledTimes(1);
    shop.answers(2);
    shop.hold();
    clock.now = 500;
    const readers = [cache.get(), cache.get(), cache.get()];
    shop.release();
    expect(await Promise.all(readers)).toEqual([2, 2, 2]);
    expect(shop.load).toHaveBeenCalledTimes(2);
  });

  it('falls back to the kept value when a refresh fails, and asks again only after another TTL', async () => {
    const { clock, shop, cache } = cachedSource('good');
    expect(await cache.get()).toBe('good');
    shop.fails();
    clock.now = 500;
    expect(await cache.get()).toBe('good');
    clock.now = 550;
    expect(await cache.get()).toBe('good');
    expect(shop.load).toHaveBeenCalledTimes(2);
    shop.answers('better');
    clock.now = 600;
    expect(await cache.get()).toBe('better');
  });

  it('with nothing kept, a failure rejects (and the next read tries again) or keeps the fallback for a TTL', async () => {
    let clock = 0;
    const shop = source('good');
    shop.fails();
    const empty = createSwrCache({ ttlMs: 100, load: shop.load, now: () => clock });
    await expect(empty.get()).rejects.toThrow('upstream down');
    shop.answers('good');
    expect(await empty.get()).toBe('good');

    shop.fails();
    const withFallback = createSwrCache({
      ttlMs: 100,
      load: shop.load,
      now: () => clock,
      fallback: () => 'open',
    });
    expect(await withFallback.get()).toBe('open');
    shop.answers('good');
    clock = 50;
    expect(await withFallback.get()).toBe('open');
    clock = 100;
    expect(await withFallback.get()).toBe('good');
  });

  it('with serveStale, a value older than the TTL is served at once while one refresh runs', async () => {
    let clock = 0;
    const crawl = source('old');
    const cache = createSwrCache({
      ttlMs: 100,
      load: crawl.load,
      now: () => clock,
      serveStale: true,
    });
    expect(await cache.get()).toBe('old');
    crawl.answers('new');
    crawl.hold();
    clock = 10_000;
    expect(await cache.get()).toBe('old');
    expect(await cache.get()).toBe('old');
    expect(crawl.load).toHaveBeenCalledTimes(2);
    crawl.release();
    await tick();
    expect(await cache.get()).toBe('new');
  });

  it('keeps nothing with a TTL of 0: every read loads', async () => {
    const shop = source(1);
    const cache = createSwrCache({ ttlMs: 0, load: shop.load, now: () => 0 });
    await cache.get();
    shop.answers(2);
    expect(await cache.get()).toBe(2);
  });
});
