import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';

describe('cookieValue', () => {
  it('reads one cookie of a Cookie header or document.cookie, percent-decoded', () => {
    expect(cookieValue('a=1; auth_token=abc.def; b=2', 'auth_token')).toBe('abc.def');
    expect(cookieValue('toast_notice=login-required', 'toast_notice')).toBe('login-required');
    expect(cookieValue('auth_token=a%20b', 'auth_token')).toBe('a b');
    expect(cookieValue('auth_token=%E0%A4%A', 'auth_token')).toBe('%E0%A4%A');
  });

  it('tells a missing cookie (null) from an empty one (empty text)', () => {
    expect(cookieValue('', 'auth_token')).toBeNull();
    expect(cookieValue('xauth_token=1; auth_token_x=2; flag', 'auth_token')).toBeNull();
    expect(cookieValue('auth_token=; b=2', 'auth_token')).toBe('');
  });

  it('takes the first of two cookies with one name', () => {
    expect(cookieValue('auth_token=first; auth_token=second', 'auth_token')).toBe('first');
  });
});
