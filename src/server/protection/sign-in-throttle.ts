import 'server-only';
import { MOBILE_MESSAGES, isValidMobile, normaliseMobile } from '@/lib/text/phone';
import { createTokenBuckets, type TokenBuckets } from '@/lib/traffic/token-buckets';
import {
  CODES_PER_PHONE,
  SIGN_IN_KEYS_MAX,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_DEVICE,
  SIGN_IN_PER_PHONE,
} from '@/lib/limits';
import { MALFORMED_BODY_MESSAGE } from '../upstream/api-answers';
import { processSingleton } from '../runtime/process-singleton';
import {
  API_LOGIN_PATH,
  API_RESET_PASSWORD_PATH,
  API_SEND_CODE_PATH,
  API_SIGNUP_PATH,
  API_VERIFY_CODE_PATH,
} from '@/shop-api/api-paths';

/**
 * The sign-in throttle (docs/decisions/0084): how many
 * sign-in calls one client address and one phone number may send to the
 * shop API. The numbers are in src/lib/limits.ts.
 */
export type SignInCall = 'login' | 'signup' | 'send-code' | 'verify-code' | 'reset';

const CALLS: Record<string, SignInCall> = {
  [API_LOGIN_PATH]: 'login',
  [API_SIGNUP_PATH]: 'signup',
  [API_SEND_CODE_PATH]: 'send-code',
  [API_VERIFY_CODE_PATH]: 'verify-code',
  [API_RESET_PASSWORD_PATH]: 'reset',
};

/**
 * Calls whose success proves the shopper holds the password or the code: a
 * success gives its tokens back.
 */
const PROVING: ReadonlySet<SignInCall> = new Set(['login', 'verify-code', 'reset']);

/**
 * Body fields a backend may read the phone number from, compared without case,
 * `_` or `-` (ASP.NET binds without case).
 */
const PHONE_FIELDS = new Set(['phonenumber', 'phone', 'mobile', 'mobilenumber', 'username']);

export function signInCallOf(method: string, pathname: string): SignInCall | null {
  return method === 'POST' ? (CALLS[pathname] ?? null) : null;
}

/**
 * A sign-in body, read as the shop API reads it: a JSON object naming one phone
 * number under one field (any spelling a backend may bind), normalised so that
 * +98 and Persian digits count as the same number, and the body to send on,
 * re-serialised so that a key written twice (`{"phoneNumber":"A",
 * "phoneNumber":"B"}`) reaches the shop API as the one counted. Anything else
 * (no object, no phone, two phone fields, a number that is no mobile) is
 * refused with its Persian message before any count is touched: a body never
 * names more than one phone.
 */
export type SignInBody = { ok: true; phone: string; body: string } | { ok: false; message: string };

export function readSignInBody(text: string): SignInBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: MALFORMED_BODY_MESSAGE };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, message: MALFORMED_BODY_MESSAGE };
  const named = Object.entries(parsed).filter(([key]) =>
    PHONE_FIELDS.has(key.toLowerCase().replace(/[_-]/g, '')),
  );
  if (named.length === 0) return { ok: false, message: MOBILE_MESSAGES.required };
  const value = named.length === 1 ? named[0]![1] : null;
  const phone =
    typeof value === 'string' || typeof value === 'number' ? normaliseMobile(String(value)) : '';
  if (!isValidMobile(phone)) return { ok: false, message: MOBILE_MESSAGES.invalid };
  return { ok: true, phone, body: JSON.stringify(parsed) };
}

/**
 * Which count refused a call: the address's, the phone's from this address or
 * device, or the phone's from everywhere else.
 */
export type ThrottleLimit = 'address' | 'device' | 'phone';

export type ThrottleDecision =
  | {
      ok: true;
      /**
       * Called with the answer's status once it is known: whether it proved the
       * shopper holds the password or code.
       */
      settle(status: number): boolean;
    }
  | { ok: false; limit: ThrottleLimit; retryAfterSeconds: number };

export type SignInThrottle = {
  /**
   * `device` is the id of a device that signed in to `phone` before (its cookie,
   * ./sign-in-devices.ts), or null: such a device is counted on its own and never
   * waits for the phone's count from everywhere else.
   */
  admit(
    call: SignInCall,
    clientKey: string,
    phone: string,
    device: string | null,
  ): ThrottleDecision;
};

const perMinute = (limit: { burst: number; perMinute: number }, now?: () => number): TokenBuckets =>
  createTokenBuckets({
    capacity: limit.burst,
    refillPerSecond: limit.perMinute / 60,
    maxKeys: SIGN_IN_KEYS_MAX,
    whenFull: 'refuse-newcomers',
    now,
  });

/**
 * Four counts (docs/decisions/0084). A refused call costs its address its token:
 * polling a locked phone is not free. Password guesses are counted per phone and
 * address (or per phone and known device), so that someone hammering a number
 * from elsewhere uses up their own count, not the shopper's; and per phone from
 * every address that is no known device together, which bounds a guess spread
 * over many addresses. A proving call the shop accepts gives its tokens back.
 */
export function createSignInThrottle(now?: () => number): SignInThrottle {
  const addresses = perMinute(SIGN_IN_PER_ADDRESS, now);
  const pairs = perMinute(SIGN_IN_PER_DEVICE, now);
  const phones = perMinute(SIGN_IN_PER_PHONE, now);
  const codes = perMinute(CODES_PER_PHONE, now);
  const refuse = (limit: ThrottleLimit, retryAfterSeconds: number): ThrottleDecision => ({
    ok: false,
    limit,
    retryAfterSeconds,
  });
  return {
    admit(call, clientKey, phone, device) {
      const address = addresses.take(clientKey);
      if (!address.ok) return refuse('address', address.retryAfterSeconds);
      if (call === 'send-code') {
        // Each code is an SMS: counted per phone whoever asks, and never given back.
        const code = codes.take(phone);
        return code.ok
          ? { ok: true, settle: () => false }
          : refuse('phone', code.retryAfterSeconds);
      }
      const pair = device === null ? `${phone} from ${clientKey}` : `${phone} on ${device}`;
      const own = pairs.take(pair);
      if (!own.ok) return refuse('device', own.retryAfterSeconds);
      if (device === null) {
        const shared = phones.take(phone);
        if (!shared.ok) {
          pairs.give(pair);
          return refuse('phone', shared.retryAfterSeconds);
        }
      }
      return {
        ok: true,
        settle(status) {
          if (!PROVING.has(call) || status < 200 || status >= 300) return false;
          addresses.give(clientKey);
          pairs.give(pair);
          if (device === null) phones.give(phone);
          return true;
        },
      };
    },
  };
}

export function signInThrottle(): SignInThrottle {
  return processSingleton('__signInThrottle', () => createSignInThrottle());
}
