import { describe, expect, it } from 'vitest';
import { isValidNationalCode } from './national-code';
import { maskPhones, normaliseMobile, normaliseSearch, toAsciiDigits } from './normalise';
import { hashPassword, verifyPassword } from './passwords';
import { sessionToken, sessionUserId, signToken, verifyToken } from './tokens';

describe('normaliseSearch', () => {
  it.each([
    ['كتاب', 'کتاب'],
    ['علي', 'علی'],
    ['موسى', 'موسی'],
    ['کتـــاب', 'کتاب'],
    ['کِتابِ', 'کتاب'],
    ['خانهٔ ما', 'خانه ما'],
    ['می‌روم', 'میروم'],
    ['دفتر ۱۰۰ برگ', 'دفتر 100 برگ'],
    ['٤٥٦', '456'],
    ['  Galaxy   A55 ', 'galaxy a55'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseSearch(input)).toBe(expected);
  });
});

describe('digits and phones', () => {
  it('turns Persian and Arabic-Indic digits into ASCII', () => {
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹ ٠١٢٣٤٥٦٧٨٩')).toBe('0123456789 0123456789');
  });

  it.each(['09121234567', '+989121234567', '00989121234567', '۰۹۱۲ ۱۲۳ ۴۵۶۷', '989121234567'])(
    'normalises %s',
    (input) => {
      expect(normaliseMobile(input)).toBe('09121234567');
    },
  );

  it('masks phone numbers in a log line', () => {
    expect(maskPhones('POST /x/09120000000 200 3ms')).toBe('POST /x/0912***0000 200 3ms');
  });
});

describe('national code', () => {
  it.each([
    ['0079482155', true],
    ['0453928171', true],
    ['0079482150', false],
    ['1111111111', false],
    ['12345', false],
  ])('%s is valid: %s', (code, valid) => {
    expect(isValidNationalCode(code)).toBe(valid);
  });
});

describe('passwords', () => {
  it('verifies a scrypt hash', () => {
    const hash = hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(verifyPassword('demo1234', hash)).toBe(true);
    expect(verifyPassword('demo12345', hash)).toBe(false);
    expect(verifyPassword('demo1234', 'plain')).toBe(false);
  });
});

describe('tokens', () => {
  const now = new Date('2025-01-01T00:00:00Z');

  it('signs and verifies a session token', () => {
    const token = sessionToken(7, 'secret', now);
    expect(sessionUserId(token, 'secret', now)).toBe(7);
    expect(sessionUserId(token, 'other secret', now)).toBeNull();
    expect(sessionUserId(token, 'secret', new Date('2025-01-08T00:00:01Z'))).toBeNull();
    expect(sessionUserId('not.a.token', 'secret', now)).toBeNull();
  });

  it('does not take a reset token for a session', () => {
    const claims = {
      sub: '7',
      user_id: 7,
      iat: 0,
      exp: 4102444800,
      purpose: 'password-reset' as const,
      jti: 'x',
    };
    const token = signToken(claims, 'secret');
    expect(verifyToken(token, 'secret', now)).toEqual(claims);
    expect(sessionUserId(token, 'secret', now)).toBeNull();
  });
});
