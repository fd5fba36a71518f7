import { AUTH_COOKIE } from '@/lib/browser/storage-keys';
import type { UserProfile } from '@/shop-api/browser';

/** SPEC §9: the auth cookie lives 7 days. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type UserEntity = { firstName: string; lastName: string; isStockHolder: boolean };

/**
 * The auth cookie of SPEC §9: 7 days (or what is left of them), SameSite=Strict,
 * Path=/, and Secure where the page is https (docs/spec.md, Session): Safari's
 * engine drops a Secure cookie on plain http, even on localhost, and then every
 * guarded page sent a signed-in shopper back to /Login.
 */
export function authCookie(
  token: string,
  secure: boolean,
  maxAgeSeconds = AUTH_COOKIE_MAX_AGE_SECONDS,
): string {
  return `${AUTH_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAgeSeconds}; Path=/${secure ? '; Secure' : ''}; SameSite=Strict`;
}

export function expiredAuthCookie(secure: boolean): string {
  return `${AUTH_COOKIE}=; Max-Age=0; Path=/${secure ? '; Secure' : ''}; SameSite=Strict`;
}

export function userEntityOf(
  profile: Pick<UserProfile, 'firstName' | 'lastName' | 'isStockHolder'>,
): UserEntity {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    isStockHolder: profile.isStockHolder === true,
  };
}

/** The stored user_entity, read tolerantly; null when missing or unreadable. */
export function parseUserEntity(text: string | null): UserEntity | null {
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return null;
    const { firstName, lastName, isStockHolder } = raw as Record<string, unknown>;
    return {
      firstName: typeof firstName === 'string' ? firstName : '',
      lastName: typeof lastName === 'string' ? lastName : '',
      isStockHolder: isStockHolder === true,
    };
  } catch {
    return null;
  }
}

/** The name the header shows; null when the entity names nobody. */
export function displayName(user: UserEntity | null): string | null {
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? null : name;
}

/**
 * The stored session as a page finds it: the token, when it ends, and the
 * cookie the server sees.
 */
export type StoredSession = {
  token: string | null;
  expiresAt: number | null;
  cookie: string | null;
  now: number;
};

/**
 * What keeps the two halves of the session in step (SPEC §4 and §9):
 * - `clear`: the session is over — the token's time is up (its cookie has
 *   expired with it), a token kept from before the expiry was recorded has
 *   lost its cookie, or a cookie outlives the token (logged out here);
 * - `renew`: the token is within its time but the cookie is gone or names
 *   another token: the cookie is written again for the time that is left (a
 *   token the server later refuses is cleared by the 401, SPEC §4); a token
 *   kept from before the expiry was recorded starts its 7 days now, cookie too;
 * - `keep`: in step.
 */
export type SessionAction =
  | { action: 'keep' }
  | { action: 'clear' }
  | { action: 'renew'; expiresAt: number; maxAgeSeconds: number };

export function sessionAction({ token, expiresAt, cookie, now }: StoredSession): SessionAction {
  if (!token) return cookie ? { action: 'clear' } : { action: 'keep' };
  if (expiresAt === null) {
    if (!cookie) return { action: 'clear' };
    return {
      action: 'renew',
      expiresAt: now + AUTH_COOKIE_MAX_AGE_SECONDS * 1000,
      maxAgeSeconds: AUTH_COOKIE_MAX_AGE_SECONDS,
    };
  }
  if (now >= expiresAt) return { action: 'clear' };
  if (cookie === token) return { action: 'keep' };
  return {
    action: 'renew',
    expiresAt,
    maxAgeSeconds: Math.max(1, Math.floor((expiresAt - now) / 1000)),
  };
}
