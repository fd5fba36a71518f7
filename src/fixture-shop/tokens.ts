import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims of every token the fixture shop signs (HS256 JWT). */
export type TokenClaims = {
  sub: string;
  user_id: number;
  iat: number;
  exp: number;
  /** Present only on password-reset tokens, which are not sessions. */
  purpose?: 'password-reset';
  /** Ties a reset token to one pending recovery, so it works once. */
  jti?: string;
};

const DEV_SECRET = 'fixture-shop-development-secret';
const SESSION_SECONDS = 7 * 24 * 60 * 60;
const RESET_SECONDS = 10 * 60;
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function tokenSecret(env: Record<string, string | undefined> = process.env): string {
  return env.FIXTURE_SHOP_SECRET || DEV_SECRET;
}

export function signToken(claims: TokenClaims, secret: string): string {
  const input = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

/** The claims of a well-signed, unexpired token, else null. */
export function verifyToken(token: string, secret: string, now: Date): TokenClaims | null {
  const [header, payload, signed] = token.split('.');
  if (header !== HEADER || !payload || !signed) return null;
  const expected = signature(`${header}.${payload}`, secret);
  const actual = Buffer.from(signed, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp * 1000 <= now.getTime()) return null;
  return claims;
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.user_id === 'number' &&
    typeof claims.sub === 'string' &&
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number'
  );
}

function claimsFor(userId: number, now: Date, lifetimeSeconds: number): TokenClaims {
  const iat = Math.floor(now.getTime() / 1000);
  return { sub: String(userId), user_id: userId, iat, exp: iat + lifetimeSeconds };
}

export function sessionToken(userId: number, secret: string, now: Date): string {
  return signToken(claimsFor(userId, now, SESSION_SECONDS), secret);
}

export function resetToken(userId: number, jti: string, secret: string, now: Date): string {
  return signToken(
    { ...claimsFor(userId, now, RESET_SECONDS), purpose: 'password-reset', jti },
    secret,
  );
}

/** The user id of a valid session token (not a reset token), else null. */
export function sessionUserId(token: string, secret: string, now: Date): number | null {
  const claims = verifyToken(token, secret, now);
  return claims && claims.purpose === undefined ? claims.user_id : null;
}
