import { describe, expect, it } from 'vitest';
import { CODES_PER_PHONE, SIGN_IN_PER_ADDRESS, SIGN_IN_PER_PHONE } from '@/lib/limits';
import { createSignInThrottle, readSignInBody, signInCallOf } from './sign-in-throttle';

function clock() {
  let at = 5_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

const PHONE = '09120000000';

describe('the sign-in throttle', () => {
  it('sends at most 20 of 60 wrong passwords for one phone upstream, from any number of addresses', () => {
    const throttle = createSignInThrottle(clock().now);
    const admitted = Array.from({ length: 60 }, (_, index) => throttle.admit('login', `10.0.0.${index}`, [PHONE])).filter(
      (decision) => decision.ok,
    );
    expect(admitted.length).toBeLessThanOrEqual(20);
    expect(admitted).toHaveLength(SIGN_IN_PER_PHONE.burst);
  });

  it('never locks out a shopper who mistypes three times', () => {
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    for (const status of [400, 400, 400]) {
      const decision = throttle.admit('login', '10.0.0.1', [PHONE]);
      expect(decision.ok).toBe(true);
      if (decision.ok) decision.settle(status);
    }
    expect(throttle.admit('login', '10.0.0.1', [PHONE]).ok).toBe(true);
  });

  it('gives a successful login’s tokens back: the same shopper may sign in again and again', () => {
    const throttle = createSignInThrottle(clock().now);
    for (let index = 0; index < SIGN_IN_PER_PHONE.burst * 3; index += 1) {
      const decision = throttle.admit('login', '10.0.0.1', [PHONE]);
      expect(decision.ok).toBe(true);
      if (decision.ok) decision.settle(200);
    }
  });

  it('refuses the address’s call after its burst, with the seconds until its next token', () => {
    const throttle = createSignInThrottle(clock().now);
    for (let index = 0; index < SIGN_IN_PER_ADDRESS.burst; index += 1) {
      expect(throttle.admit('signup', '10.0.0.1', [`0915000${String(index).padStart(4, '0')}`]).ok).toBe(true);
    }
    expect(throttle.admit('signup', '10.0.0.1', ['09159999999'])).toEqual({ ok: false, limit: 'address', retryAfterSeconds: 2 });
    expect(throttle.admit('signup', '10.0.0.2', ['09159999999']).ok).toBe(true);
  });

  it('sends at most three codes to one phone, then one every two minutes; a success does not give a code back', () => {
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    for (let index = 0; index < CODES_PER_PHONE.burst; index += 1) {
      const decision = throttle.admit('send-code', `10.0.0.${index}`, [PHONE]);
      expect(decision.ok).toBe(true);
      if (decision.ok) decision.settle(200);
    }
    expect(throttle.admit('send-code', '10.0.1.1', [PHONE])).toEqual({ ok: false, limit: 'phone', retryAfterSeconds: 120 });
    // The codes are their own count: the phone can still sign in.
    expect(throttle.admit('login', '10.0.1.1', [PHONE]).ok).toBe(true);
    time.advance(120_000);
    expect(throttle.admit('send-code', '10.0.1.1', [PHONE]).ok).toBe(true);
  });
});

describe('readSignInBody', () => {
  it('finds the phone under any spelling a backend binds, normalised', () => {
    expect(readSignInBody('{"phoneNumber":"۰۹۱۲۰۰۰۰۰۰۰","password":"x"}').phones).toEqual([PHONE]);
    expect(readSignInBody('{"PHONE_NUMBER":"+989120000000"}').phones).toEqual([PHONE]);
    expect(readSignInBody('{"mobile":9120000000}').phones).toEqual([PHONE]);
  });

  it('sends a key written twice as the one counted', () => {
    const read = readSignInBody('{"phoneNumber":"09121111111","phoneNumber":"09122222222","password":"x"}');
    expect(read.phones).toEqual(['09122222222']);
    expect(JSON.parse(read.body)).toEqual({ phoneNumber: '09122222222', password: 'x' });
    expect(read.body.match(/phoneNumber/g)).toHaveLength(1);
  });

  it('leaves a body that is no JSON object as it came, naming no phone', () => {
    expect(readSignInBody('phoneNumber=0912')).toEqual({ phones: [], body: 'phoneNumber=0912' });
    expect(readSignInBody('[1]')).toEqual({ phones: [], body: '[1]' });
  });
});

describe('signInCallOf', () => {
  it('names the five sign-in calls, POST only', () => {
    expect(signInCallOf('POST', '/api/shop/users/password/send-code')).toBe('send-code');
    expect(signInCallOf('POST', '/api/shop/users/login')).toBe('login');
    expect(signInCallOf('GET', '/api/shop/users/login')).toBeNull();
    expect(signInCallOf('POST', '/api/shop/users/favorites')).toBeNull();
  });
});
