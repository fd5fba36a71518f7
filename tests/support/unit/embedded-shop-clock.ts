import { afterEach, beforeEach, vi } from 'vitest';
import { embeddedShop } from '@/server/upstream/embedded-shop';

/**
 * Test support for the server's process-wide caches of the shop: each test of
 * the file starts with the cache kept under `cacheKey` on globalThis dropped,
 * the embedded fixture shop in its default scenario and a fake clock (`toFake`);
 * after it, the default scenario and the real clock are back.
 */
export function freshCacheOnFakeClock(
  cacheKey: string,
  toFake: Array<'Date' | 'performance'>,
): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake });
    delete (globalThis as Record<string, unknown>)[cacheKey];
    embeddedShop().setScenario('default');
  });

  afterEach(() => {
    embeddedShop().setScenario('default');
    vi.useRealTimers();
  });
}
