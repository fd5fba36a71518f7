/**
 * The auth guard of SPEC §4 and §9 as pure decisions, shared by the server
 * middleware (cookie) and the browser guard (local storage). It tests only
 * that a token exists, never whether it is valid.
 */
export const PROTECTED_PREFIXES = ['/profile', '/checkout', '/favorites', '/settlement'] as const;

export const LOGIN_PATH = '/Login';

/** A path starting with a protected prefix, in any casing (/Profile, /PROFILE, /profile/x). */
export function isProtectedPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return PROTECTED_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** The login page that brings the shopper back to `target` (a path with its query). */
export function loginLocation(target: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; location: string };

export function guardDecision(input: {
  pathname: string;
  /** The query with or without its '?', or empty. */
  search?: string;
  hasToken: boolean;
}): GuardDecision {
  if (input.hasToken || !isProtectedPath(input.pathname)) return { action: 'allow' };
  const search = input.search ? (input.search.startsWith('?') ? input.search : `?${input.search}`) : '';
  return { action: 'redirect', location: loginLocation(`${input.pathname}${search}`) };
}

/** A stored token counts when it is non-empty text. */
export function hasStoredToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.trim() !== '';
}
