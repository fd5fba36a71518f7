import { describe, expect, it } from 'vitest';
import {
  CODES_PER_PHONE,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_DEVICE,
  SIGN_IN_PER_PHONE,
} from '@/lib/limits';
import { MOBILE_MESSAGES } from '@/lib/text/phone';
import { MALFORMED_BODY_MESSAGE } from '../upstream/api-answers';
import { createSignInThrottle, readSignInBody, signInCallOf } from './sign-in-throttle';

function clock() {
  let at = 5_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

const PHONE = '09120000000';

describe('the sign-in throttle', () => {
  it('sends at most 20 of 60 wrong passwords for one phone upstream, from any number of addresses', () => {
    const throttle = createSignInThrottle(clock().now);
    const admitted = Array.from({ length: 60 }, (_, index) =>
      throttle.admit('login', `10.0.0.${index}`, PHONE, null),
    ).filter((decision) => decision.ok);
    expect(admitted.length).toBeLessThanOrEqual(20);
    expect(admitted).toHaveLength(SIGN_IN_PER_PHONE.burst);
  });

  it('never locks out a shopper who mistypes three times', () => {
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    for (const status of [400, 400, 400]) {
      const decision = throttle.admit('login', '10.0.0.1', PHONE, null);
      expect(decision.ok).toBe(true);
      if (decision.ok) decision.settle(status);
    }
    expect(throttle.admit('login', '10.0.0.1', PHONE, null).ok).toBe(true);
  });

  it('gives a successful login’s tokens back: the same shopper may sign in again and again', () => {
    const throttle = createSignInThrottle(clock().now);
    for (let index = 0; index < SIGN_IN_PER_PHONE.burst * 3; index += 1) {
      const decision = throttle.admit('login', '10.0.0.1', PHONE, null);
      expect(decision.ok).toBe(true);
      if (decision.ok) decision.settle(200);
    }
  });

  it('refuses the address’s call after its burst, with the seconds until its next token', () => {
    const throttle = createSignInThrottle(clock().now);
    for (let index = 0; index < SIGN_IN_PER_ADDRESS.burst; index += 1) {
      expect(
        throttle.admit('signup', '10.0.0.1', `0915000${String(index).padStart(4, '0')}`, null).ok,
      ).toBe(true);
    }
    expect(throttle.admit('signup', '10.0.0.1', '09159999999', null)).toEqual({
      ok: false,
      limit: 'address',
      retryAfterSeconds: 2,
    });
    expect(throttle.admit('signup', '10.0.0.2', '09159999999', null).ok).toBe(true);
  });

  it('sends at most three codes to one phone, then one every two minutes; a success does not give a code back', () => {
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    for (let index = 0; index < CODES_PER_PHONE.burst; index += 1) {
      const decision = throttle.admit('send-code', `10.0.0.${index}`, PHONE, null);
      expect(decision.ok).toBe(true);
      if (decision.ok) decision.settle(200);
    }
    expect(throttle.admit('send-code', '10.0.1.1', PHONE, null)).toEqual({
      ok: false,
      limit: 'phone',
      retryAfterSeconds: 120,
    });
    // The codes are their own count: the phone can still sign in.
    expect(throttle.admit('login', '10.0.1.1', PHONE, null).ok).toBe(true);
    time.advance(120_000);
    expect(throttle.admit('send-code', '10.0.1.1', PHONE, null).ok).toBe(true);
  });
});

describe('the sign-in throttle against someone hammering a shopper’s number', () => {
  const VICTIM = '09351234567';

  /**
   * An attacker: SIGN_IN_PER_DEVICE wrong passwords, then a poll every 250 ms;
   * the shopper signs in every 5 s.
   */
  function hammer(
    throttle: ReturnType<typeof createSignInThrottle>,
    time: ReturnType<typeof clock>,
    attackers: string[],
    shopper: { address: string; device: string | null },
  ) {
    for (const attacker of attackers) {
      for (let index = 0; index < SIGN_IN_PER_DEVICE.burst; index += 1) {
        const decision = throttle.admit('login', attacker, VICTIM, null);
        if (decision.ok) decision.settle(400);
      }
    }
    const shopperAnswers: boolean[] = [];
    let reachedShop = 0;
    for (let tick = 1; tick <= 300; tick += 1) {
      time.advance(250);
      for (const attacker of attackers) {
        const decision = throttle.admit('login', attacker, VICTIM, null);
        if (decision.ok) {
          reachedShop += 1;
          decision.settle(400);
        }
      }
      if (tick % 20 === 0) {
        const decision = throttle.admit('login', shopper.address, VICTIM, shopper.device);
        shopperAnswers.push(decision.ok);
        if (decision.ok) decision.settle(200);
      }
    }
    return { shopperAnswers, reachedShop };
  }

  it('one address polling a locked number: the shopper from another address gets in every time, the attacker pays for each refusal', () => {
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    const { shopperAnswers, reachedShop } = hammer(throttle, time, ['203.0.113.66'], {
      address: '198.51.100.1',
      device: null,
    });
    expect(shopperAnswers).toEqual(Array(15).fill(true));
    // 75 s of polls reach the shop once a minute at most.
    expect(reachedShop).toBeLessThanOrEqual(2);
    // The polls used up the attacker’s address: its other calls wait too.
    expect(throttle.admit('signup', '203.0.113.66', '09120000001', null)).toMatchObject({
      ok: false,
      limit: 'address',
    });
  });

  it('many addresses polling: the number is closed to new devices, and the shopper’s own device still gets in', () => {
    const attackers = Array.from({ length: 4 }, (_, index) => `203.0.113.${index + 10}`);
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    const elsewhere = hammer(throttle, time, attackers, { address: '198.51.100.1', device: null });
    expect(elsewhere.shopperAnswers.filter(Boolean).length).toBeLessThan(15);
    const own = hammer(createSignInThrottle(time.now), time, attackers, {
      address: '198.51.100.1',
      device: 'the-shoppers-phone',
    });
    expect(own.shopperAnswers).toEqual(Array(15).fill(true));
  });

  it('a known device counts its own wrong passwords: 10, then one a minute', () => {
    const throttle = createSignInThrottle(clock().now);
    for (let index = 0; index < SIGN_IN_PER_DEVICE.burst; index += 1) {
      const decision = throttle.admit('login', `10.0.0.${index}`, VICTIM, 'stolen-device');
      expect(decision.ok).toBe(true);
      if (decision.ok) decision.settle(400);
    }
    expect(throttle.admit('login', '10.0.1.1', VICTIM, 'stolen-device')).toEqual({
      ok: false,
      limit: 'device',
      retryAfterSeconds: 60,
    });
  });

  it('a flood of new numbers forgets no number still counting: a refused phone never gets fresh guesses', () => {
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    for (let index = 0; index < SIGN_IN_PER_PHONE.burst; index += 1)
      throttle.admit('login', `10.1.${index}.1`, VICTIM, null);
    expect(throttle.admit('login', '10.2.0.1', VICTIM, null)).toMatchObject({
      ok: false,
      limit: 'phone',
    });
    // 120,000 other numbers from 4,000 addresses, past the 100,000 each count remembers.
    for (let index = 0; index < 120_000; index += 1) {
      throttle.admit(
        'login',
        `172.16.${Math.floor(index / 30)}`,
        `0990${String(index).padStart(7, '0')}`,
        null,
      );
    }
    // The phone's count is still there, and a new address meets a full table:
    // it waits, it is not handed a fresh count.
    expect(throttle.admit('login', '10.1.0.1', VICTIM, null)).toMatchObject({
      ok: false,
      limit: 'phone',
    });
    expect(throttle.admit('login', '10.2.0.2', VICTIM, null)).toMatchObject({ ok: false });
  });
});

describe('readSignInBody', () => {
  it('finds the phone under any spelling a backend binds, normalised', () => {
    expect(readSignInBody('{"phoneNumber":"۰۹۱۲۰۰۰۰۰۰۰","password":"x"}')).toMatchObject({
      ok: true,
      phone: PHONE,
    });
    expect(readSignInBody('{"PHONE_NUMBER":"+989120000000"}')).toMatchObject({
      ok: true,
      phone: PHONE,
    });
    expect(readSignInBody('{"mobile":9120000000}')).toMatchObject({ ok: true, phone: PHONE });
  });

  it('sends a key written twice as the one counted', () => {
    const read = readSignInBody(
      '{"phoneNumber":"09121111111","phoneNumber":"09122222222","password":"x"}',
    );
    expect(read).toMatchObject({ ok: true, phone: '09122222222' });
    const body = read.ok ? read.body : '';
    expect(JSON.parse(body)).toEqual({ phoneNumber: '09122222222', password: 'x' });
    expect(body.match(/phoneNumber/g)).toHaveLength(1);
  });

  it('refuses a body naming two phones, under two spellings, before anything is counted', () => {
    expect(readSignInBody('{"phoneNumber":"09121111111","PhoneNumber":"09122222222"}')).toEqual({
      ok: false,
      message: MOBILE_MESSAGES.invalid,
    });
    expect(readSignInBody('{"phoneNumber":"09121111111","p_honenumber":"09121111111"}')).toEqual({
      ok: false,
      message: MOBILE_MESSAGES.invalid,
    });
    const flood = Object.fromEntries(
      Array.from({ length: 20_000 }, (_, index) => [
        `p${'_'.repeat(index % 50)}hone-Number${'-'.repeat(Math.floor(index / 50))}`,
        PHONE,
      ]),
    );
    expect(readSignInBody(JSON.stringify(flood))).toEqual({
      ok: false,
      message: MOBILE_MESSAGES.invalid,
    });
  });

  it('refuses a phone that is no mobile number, a body without one, and a body that is no JSON object', () => {
    expect(readSignInBody('{"phoneNumber":"x"}')).toEqual({
      ok: false,
      message: MOBILE_MESSAGES.invalid,
    });
    expect(readSignInBody('{"phoneNumber":{"a":1}}')).toEqual({
      ok: false,
      message: MOBILE_MESSAGES.invalid,
    });
    expect(readSignInBody('{"password":"x"}')).toEqual({
      ok: false,
      message: MOBILE_MESSAGES.required,
    });
    expect(readSignInBody('phoneNumber=0912')).toEqual({
      ok: false,
      message: MALFORMED_BODY_MESSAGE,
    });
    expect(readSignInBody('[1]')).toEqual({ ok: false, message: MALFORMED_BODY_MESSAGE });
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
