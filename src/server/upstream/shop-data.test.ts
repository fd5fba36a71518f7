import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shopStateOf } from '@/lib/shop-state';
import { embeddedShop } from './embedded-shop';
import { getShopData } from './shop-data';
import { freshCacheOnFakeClock } from '@test-support/unit/embedded-shop-clock';

/**
 * The promise of README and decision 0003: a maintenance or deactivation
 * switch reaches the next request within SHOP_DATA_TTL_MS (10 s by default)
 * plus one fetch, however quiet the shop was. Against the embedded fixture
 * shop, with a fake clock.
 */
const TTL_MS = 10_000;
const state = async () => shopStateOf(await getShopData());

freshCacheOnFakeClock('__shopDataCache', ['Date']);
beforeEach(() => vi.setSystemTime(new Date('2025-01-01T10:00:00Z')));

describe('shop status on time', () => {
  it('maintenance switched on during a quiet hour reaches the very next request', async () => {
    expect(await state()).toBe('open');
    embeddedShop().setScenario('maintenance');
    vi.advanceTimersByTime(60 * 60_000);
    expect(await state()).toBe('maintenance');
  });

  it('within the TTL the kept status is served; from the TTL on, the new one', async () => {
    expect(await state()).toBe('open');
    embeddedShop().setScenario('deactivated');
    vi.advanceTimersByTime(TTL_MS / 2);
    expect(await state()).toBe('open');
    vi.advanceTimersByTime(TTL_MS / 2);
    expect(await state()).toBe('deactivated');
    embeddedShop().setScenario('default');
    vi.advanceTimersByTime(TTL_MS);
    expect(await state()).toBe('open');
  });

  it('a failing get-data keeps the last status; with none known the shop is open (SPEC §4)', async () => {
    embeddedShop().setScenario('maintenance');
    expect(await state()).toBe('maintenance');
    embeddedShop().setScenario('get-data-fails');
    vi.advanceTimersByTime(TTL_MS);
    expect(await state()).toBe('maintenance');

    const holder = globalThis as { __shopDataCache?: unknown };
    delete holder.__shopDataCache;
    expect(await state()).toBe('open');
  });
});
