import {
  USER_KEY,
  TOKEN_KEY,
  authCookie,
  expiredAuthCookie,
  parseUserEntity,
  type UserEntity,
} from './session-rules';

/**
 * The session in the browser (SPEC §4): the token in local storage and in the
 * auth cookie (so the server sees it), user_entity in local storage. Storage
 * errors never escape: a shopper whose storage is blocked is simply logged out.
 */
export type SessionSnapshot = { token: string | null; user: UserEntity | null };

const CHANGE_EVENT = 'storefront:session-change';
const EMPTY: SessionSnapshot = { token: null, user: null };
let cached: { token: string | null; userText: string | null; snapshot: SessionSnapshot } | null = null;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  const token = read(TOKEN_KEY);
  return token && token.trim() !== '' ? token : null;
}

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

/** Logout and every 401: both stores cleared. */
export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  document.cookie = expiredAuthCookie();
  changed();
}
