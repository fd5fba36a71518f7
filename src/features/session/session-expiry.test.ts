import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE_MAX_AGE_SECONDS, sessionAction } from './session-rules';
import {
  clearSession,
  readToken,
  saveToken,
  saveUser,
  sessionSnapshot,
  settleSession,
} from './session-store';
import { TOKEN_EXPIRES_KEY } from '@/lib/browser/storage-keys';

/**
 * SPEC §9's cookie lives 7 days; the token in local storage must not outlive
 * it, or after a week the header greets a shopper whom every guarded page
 * sends to log in (docs/decisions/0041). A fake clock, a fake local storage and a cookie
 * jar that expires cookies by that clock, as a browser does.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = AUTH_COOKIE_MAX_AGE_SECONDS * 1000;

function fakeBrowser() {
  const storage = new Map<string, string>();
  const jar = new Map<string, { value: string; expires: number }>();
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  const document = {
    get cookie() {
      return [...jar]
        .filter(([, cookie]) => cookie.expires > Date.now())
        .map(([name, cookie]) => `${name}=${cookie.value}`)
        .join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';');
      const [name = '', value = ''] = pair.split('=');
      const maxAge = attributes.map((part) => /^\s*Max-Age=(\d+)/i.exec(part)?.[1]).find(Boolean);
      jar.set(name.trim(), {
        value,
        expires:
          maxAge === undefined ? Number.POSITIVE_INFINITY : Date.now() + Number(maxAge) * 1000,
      });
    },
  };
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', { dispatchEvent: () => true });
  return { storage, cookie: () => /auth_token=([^;]*)/.exec(document.cookie)?.[1] ?? null };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-01T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the token and the cookie end together', () => {
  it('a week after login the header greets nobody, and the cookie is gone too', () => {
    const browser = fakeBrowser();
    saveToken('a.b.c');
    saveUser({ firstName: 'سارا', lastName: 'محمدی', isStockHolder: false });
    expect(sessionSnapshot().token).toBe('a.b.c');
    expect(browser.cookie()).toBe('a.b.c');

    vi.advanceTimersByTime(WEEK_MS - 60_000);
    settleSession();
    expect(readToken()).toBe('a.b.c');
    expect(browser.cookie()).toBe('a.b.c');

    vi.advanceTimersByTime(60_000);
    // The browser has dropped the cookie (the guards send the shopper to log in) …
    expect(browser.cookie()).toBeNull();
    // … and the header does not greet them either, even before the page settles.
    expect(readToken()).toBeNull();
    expect(sessionSnapshot()).toEqual({ token: null, user: null });
    settleSession();
    expect(browser.storage.size).toBe(0);
  });

  it('a cookie lost within the week is written again for the time left', () => {
    const browser = fakeBrowser();
    saveToken('a.b.c');
    vi.advanceTimersByTime(5 * DAY_MS);
    document.cookie = 'auth_token=; Max-Age=0; Path=/';
    expect(browser.cookie()).toBeNull();
    settleSession();
    expect(browser.cookie()).toBe('a.b.c');
    vi.advanceTimersByTime(2 * DAY_MS);
    expect(browser.cookie()).toBeNull();
    expect(readToken()).toBeNull();
  });

  it('a token kept before its end was recorded: kept (7 days from now) with its cookie, cleared without', () => {
    const browser = fakeBrowser();
    browser.storage.set('auth_token', 'old.token.x');
    document.cookie = `auth_token=old.token.x; Max-Age=${AUTH_COOKIE_MAX_AGE_SECONDS}`;
    settleSession();
    expect(Number(browser.storage.get(TOKEN_EXPIRES_KEY))).toBe(Date.now() + WEEK_MS);
    expect(readToken()).toBe('old.token.x');

    vi.advanceTimersByTime(WEEK_MS);
    settleSession();
    expect(readToken()).toBeNull();

    // The week-old session from before this change: no cookie any more.
    browser.storage.set('auth_token', 'older.token.y');
    browser.storage.delete(TOKEN_EXPIRES_KEY);
    settleSession();
    expect(browser.storage.has('auth_token')).toBe(false);
  });

  it('a cookie without a token (logged out in this browser) is cleared', () => {
    const browser = fakeBrowser();
    document.cookie = `auth_token=stray; Max-Age=${AUTH_COOKIE_MAX_AGE_SECONDS}`;
    settleSession();
    expect(browser.cookie()).toBeNull();
  });

  it('logout clears both', () => {
    const browser = fakeBrowser();
    saveToken('a.b.c');
    clearSession();
    expect(browser.cookie()).toBeNull();
    expect(browser.storage.size).toBe(0);
  });
});

describe('sessionAction', () => {
  const now = Date.parse('2025-03-01T09:00:00Z');
  it.each([
    [{ token: null, expiresAt: null, cookie: null }, 'keep'],
    [{ token: null, expiresAt: null, cookie: 't' }, 'clear'],
    [{ token: 't', expiresAt: now + 1000, cookie: 't' }, 'keep'],
    [{ token: 't', expiresAt: now, cookie: 't' }, 'clear'],
    [{ token: 't', expiresAt: now + 5000, cookie: null }, 'renew'],
    [{ token: 't', expiresAt: now + 5000, cookie: 'other' }, 'renew'],
    [{ token: 't', expiresAt: null, cookie: 't' }, 'renew'],
    [{ token: 't', expiresAt: null, cookie: null }, 'clear'],
  ] as const)('%j → %s', (stored, action) => {
    expect(sessionAction({ ...stored, now }).action).toBe(action);
  });

  it('renews for the time that is left', () => {
    expect(sessionAction({ token: 't', expiresAt: now + 90_000, cookie: null, now })).toEqual({
      action: 'renew',
      expiresAt: now + 90_000,
      maxAgeSeconds: 90,
    });
  });
});
