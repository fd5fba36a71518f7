import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY } from '@/lib/browser/storage-keys';
import { installReloadOnStaleDeploy, reloadForStaleDeploy } from './install-reload-on-stale-deploy';

/**
 * A page online or not, whose build the server answers with `build`: a status
 * for the HEAD of its entry file, or null for no answer (a failed fetch).
 */
function browser(onLine: boolean, build: number | null = 404) {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const asked = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    build === null
      ? Promise.reject(new TypeError('Load failed'))
      : Promise.resolve(new Response(null, { status: build })),
  );
  vi.stubGlobal('fetch', asked);
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  const target = new EventTarget();
  vi.stubGlobal('window', Object.assign(target, { location: { reload } }));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { asked, reload, stored, window: target };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const chunkFailed = new TypeError(
  'Failed to fetch dynamically imported module: https://shop.example/assets/a.js',
);

describe('the reload after a stale deploy', () => {
  it('reloads once when the server no longer has this build, and not again within the guard’s 10 s', async () => {
    const { asked, reload, stored } = browser(true, 404);
    await reloadForStaleDeploy(chunkFailed);
    await reloadForStaleDeploy(chunkFailed);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(stored.has(RELOAD_GUARD_KEY)).toBe(true);
    // The build's entry file (this module is in it), under a query no cache on the way has kept.
    expect(asked).toHaveBeenCalledWith(
      expect.stringMatching(/install-reload-on-stale-deploy\.ts\?deploy-check=\d+$/),
      {
        method: 'HEAD',
        cache: 'no-store',
      },
    );
  });

  it('takes a 410 for a build that is gone too', async () => {
    const { reload } = browser(true, 410);
    await reloadForStaleDeploy(chunkFailed);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['still served (200)', 200],
    ['a server in trouble (503)', 503],
    ['no answer (a poor line, or a page being left)', null],
  ])(
    'a chunk that failed while the build is %s is no deploy: no reload, the guard’s one reload kept',
    async (_what, build) => {
      const { reload, stored } = browser(true, build);
      await reloadForStaleDeploy(chunkFailed);
      expect(reload).not.toHaveBeenCalled();
      expect(stored.has(RELOAD_GUARD_KEY)).toBe(false);
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining('no deploy replaced this build'),
        chunkFailed,
      );
    },
  );

  it('parts that fail together ask once and reload once', async () => {
    const { asked, reload } = browser(true, 404);
    await Promise.all([reloadForStaleDeploy(chunkFailed), reloadForStaleDeploy(chunkFailed)]);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('offline, a chunk that failed is no deploy: nothing asked, no reload, and the guard’s one reload is kept', async () => {
    const { asked, reload, stored } = browser(false);
    await reloadForStaleDeploy(chunkFailed);
    expect(asked).not.toHaveBeenCalled();
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

  it('let the failed import reject to the part that asked, and reload once', async () => {
    const { reload, window } = browser(true);
    installReloadOnStaleDeploy();
    expect(failPart(window, chunkFailed)).toBe(false);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('decide an error once: the same failure left unhandled is not taken for a second one', async () => {
    const { asked, reload, window } = browser(true);
    installReloadOnStaleDeploy();
    failPart(window, chunkFailed);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkFailed }));
    expect(asked).toHaveBeenCalledTimes(1);
    // Another failure within the 10 s is one: the guard says so.
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), {
        reason: new TypeError(chunkFailed.message),
      }),
    );
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledTimes(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
