/**
 * The auth guard of SPEC §4 and §9 as pure decisions over a list of guarded
 * routes, shared by the server middleware (cookie) and the browser guard (local
 * storage). It tests only that a token exists, never whether it is valid. The
 * list comes from the route table (GUARDED_PATTERNS, which the server's guard
 * passes in; the browser guard is handed it by the root layout, so the table
 * stays out of client code).
 */

import { NOTICE_COOKIE } from '@/lib/browser/storage-keys';
import { loginPath } from '@/lib/routing/route-paths';
import { LOGIN_REQUIRED_NOTICE } from './messages';

/** Seconds the "login needed" notice waits for the login page to show it. */
const NOTICE_SECONDS = 60;

/**
 * The Set-Cookie the server's guard sends with its redirect: a short-lived
 * notice the browser turns into the warning toast (src/ui/toast/toast-store.ts).
 */
export const LOGIN_NOTICE_SET_COOKIE = `${NOTICE_COOKIE}=${LOGIN_REQUIRED_NOTICE}; Max-Age=${NOTICE_SECONDS}; Path=/; SameSite=Strict`;

/**
 * A path starting with one of the guarded routes, in any casing (/Profile,
 * /PROFILE, /profile/x).
 */
export function isGuardedPath(guarded: readonly string[], pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return guarded.some((pattern) => lower.startsWith(pattern.toLowerCase()));
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; location: string };

export type GuardInput = {
  pathname: string;
  /** The query with or without its '?', or empty. */
  search?: string;
  hasToken: boolean;
};

export function decideGuard(guarded: readonly string[], input: GuardInput): GuardDecision {
  if (input.hasToken || !isGuardedPath(guarded, input.pathname)) return { action: 'allow' };
  const search = input.search
    ? input.search.startsWith('?')
      ? input.search
      : `?${input.search}`
    : '';
  return { action: 'redirect', location: loginPath(`${input.pathname}${search}`) };
}

/** A stored token counts when it is non-empty text. */
export function hasStoredToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.trim() !== '';
}
