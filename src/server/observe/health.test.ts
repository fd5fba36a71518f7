import { describe, expect, it, vi } from 'vitest';
import { embeddedShop } from '../upstream/embedded-shop';
import { healthReport } from './health';
import { HEALTH_CHECK_REUSE_MS } from '@/lib/limits';
import { freshCacheOnFakeClock } from '@test-support/unit/embedded-shop-clock';

/**
 * /healthz's upstream check: shared while it runs and reused for
 * HEALTH_CHECK_REUSE_MS after it settles, against the embedded fixture shop
 * with a fake clock. A switch of the shop tells a fresh check from a reused one.
 */
freshCacheOnFakeClock('__healthCheck', ['performance']);

describe('healthReport', () => {
  it('gives every caller the check that is running', async () => {
    const first = healthReport();
    expect(healthReport()).toBe(first);
    expect((await first).shop).toBe('open');
  });

  it('reuses a settled check for HEALTH_CHECK_REUSE_MS, then checks again', async () => {
    expect((await healthReport()).shop).toBe('open');
    embeddedShop().setScenario('maintenance');
    vi.advanceTimersByTime(HEALTH_CHECK_REUSE_MS - 1);
    expect((await healthReport()).shop).toBe('open');
    vi.advanceTimersByTime(1);
    expect((await healthReport()).shop).toBe('maintenance');
  });
});
