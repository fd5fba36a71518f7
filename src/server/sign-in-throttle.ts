import 'server-only';
import { normaliseMobile } from '@/lib/phone';
import { createTokenBuckets, type TokenBuckets } from '@/lib/token-buckets';
import { CODES_PER_PHONE, SIGN_IN_KEYS_MAX, SIGN_IN_PER_ADDRESS, SIGN_IN_PER_PHONE } from '@/lib/limits';
import { processSingleton } from './process-singleton';

/**
 * The sign-in throttle (docs/decisions/0084): how many
 * sign-in calls one client address and one phone number may send to the
 * shop API. The numbers are in ./limits.ts.
 */
export type SignInCall = 'login' | 'signup' | 'send-code' | 'verify-code' | 'reset';

const CALLS: Record<string, SignInCall> = {
  '/api/shop/users/login': 'login',
  '/api/shop/users/signup': 'signup',
  '/api/shop/users/password/send-code': 'send-code',
  '/api/shop/users/password/verify-code': 'verify-code',
  '/api/shop/users/password/reset': 'reset',
};

/** Calls whose success proves the shopper holds the password or the code: a success gives its tokens back. */
const PROVING: ReadonlySet<SignInCall> = new Set(['login', 'verify-code', 'reset']);

/** Body fields a backend may read the phone number from, compared without case, `_` or `-` (ASP.NET binds without case). */
const PHONE_FIELDS = new Set(['phonenumber', 'phone', 'mobile', 'mobilenumber', 'username']);

export function signInCallOf(method: string, pathname: string): SignInCall | null {
  return method === 'POST' ? (CALLS[pathname] ?? null) : null;
}

/**
 * The phone numbers a sign-in body names (normalised, so that +98 and Persian
 * digits count as the same number) and the body to send on: a JSON object is
 * sent as re-serialised, so that a key written twice (`{"phoneNumber":"A",
 * "phoneNumber":"B"}`) reaches the shop API as the one counted here.
 */
export function readSignInBody(text: string): { phones: string[]; body: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { phones: [], body: text };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { phones: [], body: text };
  const phones = new Set<string>();
  for (const [key, value] of Object.entries(parsed)) {
    if (!PHONE_FIELDS.has(key.toLowerCase().replace(/[_-]/g, ''))) continue;
    if (typeof value === 'string' || typeof value === 'number') phones.add(normaliseMobile(String(value)));
  }
  return { phones: [...phones], body: JSON.stringify(parsed) };
}

export type ThrottleDecision =
  | { ok: true; /** Called with the answer's status once it is known. */ settle(status: number): void }
  | { ok: false; limit: 'address' | 'phone'; retryAfterSeconds: number };

export type SignInThrottle = { admit(call: SignInCall, clientKey: string, phones: string[]): ThrottleDecision };

const perMinute = (limit: { burst: number; perMinute: number }, now?: () => number): TokenBuckets =>
  createTokenBuckets({ capacity: limit.burst, refillPerSecond: limit.perMinute / 60, maxKeys: SIGN_IN_KEYS_MAX, now });

export function createSignInThrottle(now?: () => number): SignInThrottle {
  const addresses = perMinute(SIGN_IN_PER_ADDRESS, now);
  const phones = perMinute(SIGN_IN_PER_PHONE, now);
  const codes = perMinute(CODES_PER_PHONE, now);
  return {
    admit(call, clientKey, named) {
      const address = addresses.take(clientKey);
      if (!address.ok) return { ok: false, limit: 'address', retryAfterSeconds: address.retryAfterSeconds };
      const buckets = call === 'send-code' ? codes : phones;
      const taken: string[] = [];
      for (const phone of named) {
        const took = buckets.take(phone);
        if (!took.ok) {
          // Nothing goes upstream: what this request took is given back.
          addresses.give(clientKey);
          for (const each of taken) buckets.give(each);
          return { ok: false, limit: 'phone', retryAfterSeconds: took.retryAfterSeconds };
        }
        taken.push(phone);
      }
      return {
        ok: true,
        settle(status) {
          if (!PROVING.has(call) || status < 200 || status >= 300) return;
          addresses.give(clientKey);
          for (const each of taken) buckets.give(each);
        },
      };
    },
  };
}

export function signInThrottle(): SignInThrottle {
  return processSingleton('__signInThrottle', () => createSignInThrottle());
}
