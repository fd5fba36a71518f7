import { TOKEN_EXPIRES_KEY, TOKEN_KEY } from './storage-keys';

/**
 * The session token as the browser keeps it (SPEC §4: local storage, with its
 * end beside it): read by the session and by the browser's API client. Storage
 * errors read as no token.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether a stored token is still within its time (a token without a recorded
 * end is, until the page settles it).
 */
export function tokenInTime(expiresAt: number | null, now: number): boolean {
  return expiresAt === null || now < expiresAt;
}

/** The stored end of a token, read tolerantly. */
export function parseExpiry(text: string | null): number | null {
  const value = text === null ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The stored token while it is within its time; null otherwise. */
export function readStoredToken(): string | null {
  const token = readStored(TOKEN_KEY);
  if (!token || token.trim() === '') return null;
  return tokenInTime(parseExpiry(readStored(TOKEN_EXPIRES_KEY)), Date.now()) ? token : null;
}
