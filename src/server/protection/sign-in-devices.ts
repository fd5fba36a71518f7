import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookieValue } from '@/lib/browser/cookies';
import { processSingleton } from '../runtime/process-singleton';

/**
 * Devices that signed in to a phone before (docs/decisions/0084): after a login,
 * verify-code or reset the shop accepts, the answer sets a cookie naming a
 * random device id, signed with the phone it proved. A sign-in call that brings
 * it back for the same phone is counted as that device's own
 * (./sign-in-throttle.ts), so the shopper's own browser gets in while others
 * hammer the number. The key is the process's own: another instance, or this one
 * after a restart, does not know the cookie and counts the call as any other, as
 * it does not share the counts either.
 */
export const DEVICE_COOKIE = 'sign_in_device';
/** A device is known for 180 days after its last sign-in. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export type SignInDevices = {
  /**
   * The device id the Cookie header carries for `phone`, or null (none, forged,
   * or signed for another phone).
   */
  recognise(cookieHeader: string | null | undefined, phone: string): string | null;
  /**
   * The Set-Cookie value for a device that has just signed in to `phone` (a
   * known device keeps its id).
   */
  cookieFor(phone: string, device: string | null, secure: boolean): string;
};

export function createSignInDevices(key: Buffer = randomBytes(32)): SignInDevices {
  const sign = (device: string, phone: string) =>
    createHmac('sha256', key).update(`${device}\n${phone}`).digest('base64url');
  return {
    recognise(cookieHeader, phone) {
      const value = cookieHeader ? cookieValue(cookieHeader, DEVICE_COOKIE) : null;
      const [device, signature, ...rest] = value?.split('.') ?? [];
      if (!device || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(device, phone));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
    },
    cookieFor(phone, device, secure) {
      const id = device ?? randomBytes(16).toString('base64url');
      const attributes = [
        'Path=/api/shop/users',
        `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
      ];
      if (secure) attributes.push('Secure');
      return [`${DEVICE_COOKIE}=${id}.${sign(id, phone)}`, ...attributes].join('; ');
    },
  };
}

export function signInDevices(): SignInDevices {
  return processSingleton('__signInDevices', () => createSignInDevices());
}
