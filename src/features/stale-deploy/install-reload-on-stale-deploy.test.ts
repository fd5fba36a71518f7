import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY } from '@/lib/storage-keys';
import { reloadForStaleDeploy } from './install-reload-on-stale-deploy';

function browser(onLine: boolean) {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  vi.stubGlobal('window', { location: { reload } });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { reload, stored };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const chunkFailed = new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/a.js');

describe('the reload after a stale deploy', () => {
  it('reloads once online, and not again within the guard’s 10 s', () => {
    const { reload, stored } = browser(true);
    reloadForStaleDeploy(chunkFailed);
    reloadForStaleDeploy(chunkFailed);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(stored.has(RELOAD_GUARD_KEY)).toBe(true);
  });

  it('offline, a chunk that failed is no deploy: no reload, and the guard’s one reload is kept', () => {
    const { reload, stored } = browser(false);
    reloadForStaleDeploy(chunkFailed);
    expect(reload).not.toHaveBeenCalled();
    expect(stored.has(RELOAD_GUARD_KEY)).toBe(false);
  });
});
