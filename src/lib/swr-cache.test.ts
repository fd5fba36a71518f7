import { describe, expect, it, vi } from 'vitest';
import { createSwrCache } from './swr-cache';

describe('createSwrCache', () => {
  it('loads once while fresh', async () => {
    let clock = 0;
    const load = vi.fn(async () => 'a');
    const cache = createSwrCache({ ttlMs: 100, load, now: () => clock });
    expect(await cache.get()).toBe('a');
    clock = 50;
    expect(await cache.get()).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for one shared refresh once the value is older than the TTL, however long it was idle', async () => {
    let clock = 0;
    let version = 0;
    let release: () => void = () => undefined;
    const load = vi.fn(async () => {
      version += 1;
      if (version > 1) await new Promise<void>((resolve) => (release = resolve));
      return `v${version}`;
    });
    const cache = createSwrCache({ ttlMs: 100, load, now: () => clock });
    expect(await cache.get()).toBe('v1');
    clock = 60_000;
    const [first, second] = [cache.get(), cache.get()];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(2);
    release();
    expect(await first).toBe('v2');
    expect(await second).toBe('v2');
  });

  it('shares the first load between concurrent readers', async () => {
    const load = vi.fn(async () => 1);
    const cache = createSwrCache({ ttlMs: 100, load });
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the last good value when a refresh fails, and keeps no failure', async () => {
    let clock = 0;
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error('upstream down');
      return 'good';
    });
    const cache = createSwrCache({ ttlMs: 100, load, now: () => clock });
    expect(await cache.get()).toBe('good');
    fail = true;
    clock = 500;
    expect(await cache.get()).toBe('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get()).toBe('good');

    const empty = createSwrCache({ ttlMs: 100, load });
    await expect(empty.get()).rejects.toThrow('upstream down');
    fail = false;
    expect(await empty.get()).toBe('good');
  });
});
