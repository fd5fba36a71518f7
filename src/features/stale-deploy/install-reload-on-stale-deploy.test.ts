import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY } from '@/lib/browser/storage-keys';
import { installReloadOnStaleDeploy, reloadForStaleDeploy } from './install-reload-on-stale-deploy';

function browser(onLine: boolean) {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  const target = new EventTarget();
  vi.stubGlobal('window', Object.assign(target, { location: { reload } }));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { reload, stored, window: target };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const chunkFailed = new TypeError(
  'Failed to fetch dynamically imported module: https://shop.example/assets/a.js',
);

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

describe('the listeners', () => {
  /**
   * What Vite's loader does when a part's file cannot be fetched: the event,
   * then (not prevented) the import rejects.
   */
  function failPart(window: EventTarget, error: Error): boolean {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: error,
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('let the failed import reject to the part that asked, and reload once', () => {
    const { reload, window } = browser(true);
    installReloadOnStaleDeploy();
    expect(failPart(window, chunkFailed)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('decide an error once: the same failure left unhandled is not taken for a second one', () => {
    const { window } = browser(true);
    installReloadOnStaleDeploy();
    failPart(window, chunkFailed);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkFailed }));
    expect(console.error).not.toHaveBeenCalled();
    // Another failure within the 10 s is one: the guard says so.
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), {
        reason: new TypeError(chunkFailed.message),
      }),
    );
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
