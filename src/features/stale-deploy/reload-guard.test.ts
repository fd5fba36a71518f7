import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_TTL_MS, isStaleDeployError, shouldReload } from './reload-guard';

describe('reload guard', () => {
  it('has the 10 s time-to-live of SPEC §9', () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
  });
  it('reloads when there was no reload yet', () => {
    expect(shouldReload(null, 1000)).toBe(true);
  });
  it('does not reload again within 10 s', () => {
    expect(shouldReload(1000, 1000 + 9_999)).toBe(false);
  });
  it('reloads again after 10 s', () => {
    expect(shouldReload(1000, 1000 + 10_000)).toBe(true);
  });
  it('ignores a stored time from the future or garbage', () => {
    expect(shouldReload(50_000, 1000)).toBe(true);
    expect(shouldReload(Number.NaN, 1000)).toBe(true);
  });
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
    new Error('Unable to preload CSS for /assets/a.css'),
    'Importing a module script failed.',
  ])('recognises %s as a stale deploy', (reason) => {
    expect(isStaleDeployError(reason)).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isStaleDeployError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleDeployError(undefined)).toBe(false);
  });
});
