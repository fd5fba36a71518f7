import { describe, expect, it } from 'vitest';
import {
  authCookie,
  displayName,
  expiredAuthCookie,
  parseUserEntity,
  userEntityOf,
} from './session-rules';

describe('session rules', () => {
  it('writes the auth cookie of SPEC §9, Secure where the page is https', () => {
    expect(authCookie('a.b.c', true)).toBe(
      'auth_token=a.b.c; Max-Age=604800; Path=/; Secure; SameSite=Strict',
    );
    expect(expiredAuthCookie(true)).toBe('auth_token=; Max-Age=0; Path=/; Secure; SameSite=Strict');
    // Plain http (npm start on localhost): a cookie Safari's engine keeps.
    expect(authCookie('a.b.c', false, 60)).toBe(
      'auth_token=a.b.c; Max-Age=60; Path=/; SameSite=Strict',
    );
    expect(expiredAuthCookie(false)).toBe('auth_token=; Max-Age=0; Path=/; SameSite=Strict');
  });

  it('keeps only the user_entity fields from a profile', () => {
    expect(userEntityOf({ firstName: 'علی', lastName: 'رضایی', isStockHolder: true })).toEqual({
      firstName: 'علی',
      lastName: 'رضایی',
      isStockHolder: true,
    });
  });

  it('reads a stored entity tolerantly', () => {
    expect(parseUserEntity(null)).toBeNull();
    expect(parseUserEntity('oops')).toBeNull();
    expect(parseUserEntity('"text"')).toBeNull();
    expect(parseUserEntity('{"firstName":"سارا","isStockHolder":"yes"}')).toEqual({
      firstName: 'سارا',
      lastName: '',
      isStockHolder: false,
    });
  });

  it('shows a name only when there is one', () => {
    expect(displayName({ firstName: 'سارا', lastName: 'محمدی', isStockHolder: false })).toBe(
      'سارا محمدی',
    );
    expect(displayName({ firstName: ' ', lastName: '', isStockHolder: false })).toBeNull();
    expect(displayName(null)).toBeNull();
  });
});
