import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  authCookie,
  expiredAuthCookie,
  parseUserEntity,
  sessionAction,
  type UserEntity,
} from './session-rules';
import { cookieValue } from '@/lib/browser/cookies';
import { forgetBrowsing } from '@/lib/browser/forget-browsing';
import { createStateStore } from '@/lib/browser/state-store';
import { parseExpiry, readStored as read, readStoredToken } from '@/lib/browser/stored-token';
import { AUTH_COOKIE, TOKEN_EXPIRES_KEY, TOKEN_KEY, USER_KEY } from '@/lib/browser/storage-keys';

/**
 * The session in the browser (SPEC §4): the token in local storage and in the
 * auth cookie (so the server sees it), user_entity in local storage. The two
 * end together: the token's end is kept beside it (the cookie's 7 days, SPEC
 * §9), a token past it reads as none, and settleSession keeps the cookie in
 * step. Storage errors never escape: a shopper whose storage is blocked is
 * simply logged out.
 *
 * Local storage is the truth; a state store (src/lib/browser/state-store.ts) holds
 * what was last read from it, for useSyncExternalStore and the features that
 * follow the session. It is read again after every change made here and when
 * another tab changes the session (the storage event); the token's time is
 * checked on every read, so a session whose week ended reads as none at once.
 */
export type SessionSnapshot = { token: string | null; user: UserEntity | null };

type SessionState = { userText: string | null; session: SessionSnapshot };

const EMPTY: SessionSnapshot = { token: null, user: null };

/** The stored token (whatever its time) and user, the snapshot kept when neither changed. */
function storedSession(previous: SessionState | null): SessionState {
  const token = read(TOKEN_KEY);
  const userText = read(USER_KEY);
  const kept = token && token.trim() !== '' ? token : null;
  if (previous && previous.session.token === kept && previous.userText === userText)
    return previous;
  return { userText, session: kept ? { token: kept, user: parseUserEntity(userText) } : EMPTY };
}

const store = createStateStore<SessionState>(storedSession(null));

/** The store reads local storage again and tells its listeners. */
function changed(): void {
  store.update(storedSession(store.state));
}

// Another tab logged in or out: the storage event is how this page learns of it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) changed();
  });
}

/** The stored token while it is within its time; null otherwise. */
export const readToken = readStoredToken;

/** Stable between changes, for useSyncExternalStore; none once the token's time is over. */
export function sessionSnapshot(): SessionSnapshot {
  const { session } = store.state;
  return session.token !== null && readToken() === session.token ? session : EMPTY;
}

export function serverSessionSnapshot(): SessionSnapshot {
  return EMPTY;
}

export const subscribeSession = store.subscribe;

const pageIsHttps = () => globalThis.location?.protocol === 'https:';

export function saveToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(
      TOKEN_EXPIRES_KEY,
      String(Date.now() + AUTH_COOKIE_MAX_AGE_SECONDS * 1000),
    );
  } catch (error) {
    console.warn('The session could not be kept in local storage.', error);
  }
  document.cookie = authCookie(token, pageIsHttps());
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
  document.cookie = expiredAuthCookie(pageIsHttps());
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
    document.cookie = authCookie(token, pageIsHttps(), decision.maxAgeSeconds);
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
    [...startTasks].map((task) =>
      task().catch((error: unknown) => console.warn('A session-start task failed.', error)),
    ),
  ).then(() => undefined);
}
