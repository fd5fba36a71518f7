import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  authCookie,
  expiredAuthCookie,
  parseUserEntity,
  sessionAction,
  type UserEntity,
} from './session-rules';
import { cookieValue } from '@/lib/cookies';
import { forgetBrowsing } from '@/lib/forget-browsing';
import { parseExpiry, readStored as read, readStoredToken } from '@/lib/stored-token';
import { AUTH_COOKIE, TOKEN_EXPIRES_KEY, TOKEN_KEY, USER_KEY } from '@/lib/storage-keys';

/**
 * The session in the browser (SPEC §4): the token in local storage and in the
 * auth cookie (so the server sees it), user_entity in local storage. The two
 * end together: the token's end is kept beside it (the cookie's 7 days, SPEC
 * §9), a token past it reads as none, and settleSession keeps the cookie in
 * step. Storage errors never escape: a shopper whose storage is blocked is
 * simply logged out.
 */
export type SessionSnapshot = { token: string | null; user: UserEntity | null };

const CHANGE_EVENT = 'storefront:session-change';
const EMPTY: SessionSnapshot = { token: null, user: null };
let cached: { token: string | null; userText: string | null; snapshot: SessionSnapshot } | null = null;

/** The stored token while it is within its time; null otherwise. */
export const readToken = readStoredToken;

/** Stable between changes, for useSyncExternalStore. */
export function sessionSnapshot(): SessionSnapshot {
  const token = readToken();
  const userText = read(USER_KEY);
  if (!cached || cached.token !== token || cached.userText !== userText) {
    cached = { token, userText, snapshot: token ? { token, user: parseUserEntity(userText) } : EMPTY };
  }
  return cached.snapshot;
}

export function serverSessionSnapshot(): SessionSnapshot {
  return EMPTY;
}

export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

function changed(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function saveToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(TOKEN_EXPIRES_KEY, String(Date.now() + AUTH_COOKIE_MAX_AGE_SECONDS * 1000));
  } catch (error) {
    console.warn('The session could not be kept in local storage.', error);
  }
  document.cookie = authCookie(token);
  changed();
}

export function saveUser(user: UserEntity): void {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch (error) {
    console.warn('The user could not be kept in local storage.', error);
  }
  changed();
}

/**
 * Logout and every 401: both stores cleared, and the pages and pictures the
 * service worker kept on this device (they tell what was looked at; nothing
 * personal is ever kept, docs/decisions/0090): the worker is asked to forget them.
 */
export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(TOKEN_EXPIRES_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  document.cookie = expiredAuthCookie();
  changed();
  forgetBrowsing();
}

/**
 * Once per page: brings the token in local storage and the auth cookie into
 * step (session-rules.ts, sessionAction) — a session whose week is over is
 * cleared in both, so the header no longer greets a shopper the guards send
 * to log in; a cookie lost before its time is written again.
 */
export function settleSession(): void {
  let cookies = '';
  try {
    cookies = document.cookie;
  } catch {
    return;
  }
  const decision = sessionAction({
    token: read(TOKEN_KEY),
    expiresAt: parseExpiry(read(TOKEN_EXPIRES_KEY)),
    cookie: cookieValue(cookies, AUTH_COOKIE) || null,
    now: Date.now(),
  });
  if (decision.action === 'clear') {
    clearSession();
    return;
  }
  if (decision.action === 'renew') {
    const token = read(TOKEN_KEY) ?? '';
    try {
      localStorage.setItem(TOKEN_EXPIRES_KEY, String(decision.expiresAt));
    } catch {
      // Storage refused: the token reads as before, and the cookie is still renewed.
    }
    document.cookie = authCookie(token, decision.maxAgeSeconds);
    changed();
  }
}

type SessionStartTask = () => Promise<void>;
const startTasks = new Set<SessionStartTask>();

/**
 * What a feature does when a shopper logs in or signs up on this page (the cart
 * merges the visitor's lines, the favourites are read); login waits for it.
 * Returns the way to stop.
 */
export function onSessionStart(task: SessionStartTask): () => void {
  startTasks.add(task);
  return () => startTasks.delete(task);
}

/** Runs every task registered with onSessionStart; a failing one is only logged. */
export function runSessionStartTasks(): Promise<void> {
  return Promise.all(
    [...startTasks].map((task) => task().catch((error: unknown) => console.warn('A session-start task failed.', error))),
  ).then(() => undefined);
}
