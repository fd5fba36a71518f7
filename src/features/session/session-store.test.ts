import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The session store's listeners and snapshot: told of every change made on this
 * page and of another tab's login or logout (the storage event), stable between.
 * A fake local storage and window; the module is loaded afresh after them, as a
 * page loads it.
 */
async function loadSession(stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const storageListeners: Array<(event: { key: string | null }) => void> = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') storageListeners.push(listener);
    },
    dispatchEvent: () => true,
  });
  vi.resetModules();
  const session = await import('./session-store');
  /** Another tab wrote `key` (null: it cleared local storage). */
  const otherTab = (key: string | null, value?: string) => {
    if (key !== null && value === undefined) storage.delete(key);
    else if (key !== null && value !== undefined) storage.set(key, value);
    else storage.clear();
    for (const listener of storageListeners) listener({ key });
  };
  return { session, otherTab };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session store', () => {
  it('reads the stored session when the page loads it', async () => {
    const { session } = await loadSession({
      auth_token: 'a.b.c',
      user_entity: JSON.stringify({ firstName: 'سارا', lastName: 'محمدی' }),
    });
    expect(session.sessionSnapshot()).toEqual({
      token: 'a.b.c',
      user: { firstName: 'سارا', lastName: 'محمدی', isStockHolder: false },
    });
  });

  it('tells its listeners of each change made here, and keeps one snapshot between them', async () => {
    const { session } = await loadSession();
    const listener = vi.fn();
    session.subscribeSession(listener);
    const visitor = session.sessionSnapshot();
    expect(session.sessionSnapshot()).toBe(visitor);
    session.saveToken('a.b.c');
    expect(listener).toHaveBeenCalledTimes(1);
    const loggedIn = session.sessionSnapshot();
    expect(loggedIn.token).toBe('a.b.c');
    expect(session.sessionSnapshot()).toBe(loggedIn);
    session.clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.sessionSnapshot()).toEqual({ token: null, user: null });
  });

  it('follows another tab’s login and logout, and only those keys', async () => {
    const { session, otherTab } = await loadSession();
    const listener = vi.fn();
    const stop = session.subscribeSession(listener);
    otherTab('auth_token', 'x.y.z');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.sessionSnapshot().token).toBe('x.y.z');
    otherTab('visitor_cart', '[]');
    expect(listener).toHaveBeenCalledTimes(1);
    otherTab(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.sessionSnapshot().token).toBeNull();
    stop();
    otherTab('auth_token', 'x.y.z');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
