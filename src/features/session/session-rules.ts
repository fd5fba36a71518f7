import type { UserProfile } from '../../shop-api/browser';

/** The session of SPEC §3: auth_token and user_entity, kept in local storage and a cookie. */
export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user_entity';
export const AUTH_COOKIE = 'auth_token';
/** SPEC §9: the auth cookie lives 7 days. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type UserEntity = { firstName: string; lastName: string; isStockHolder: boolean };

/** The auth cookie of SPEC §9: 7 days, Secure, SameSite=Strict, Path=/. */
export function authCookie(token: string): string {
  return `${AUTH_COOKIE}=${encodeURIComponent(token)}; Max-Age=${AUTH_COOKIE_MAX_AGE_SECONDS}; Path=/; Secure; SameSite=Strict`;
}

export function expiredAuthCookie(): string {
  return `${AUTH_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
}

export function userEntityOf(profile: Pick<UserProfile, 'firstName' | 'lastName' | 'isStockHolder'>): UserEntity {
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
