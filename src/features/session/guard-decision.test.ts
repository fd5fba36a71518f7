import { describe, expect, it } from 'vitest';
import { GUARDED_PATTERNS } from '@/lib/routing/routes';
import {
  decideGuard,
  hasStoredToken,
  isGuardedPath,
  LOGIN_NOTICE_SET_COOKIE,
  type GuardInput,
} from './guard-decision';

/** The decisions over the route table's guarded routes, as the server's guard makes them. */
const isProtectedPath = (pathname: string) => isGuardedPath(GUARDED_PATTERNS, pathname);
const guardDecision = (input: GuardInput) => decideGuard(GUARDED_PATTERNS, input);

describe('auth guard decisions (SPEC §4)', () => {
  const protectedPaths = [
    '/Profile',
    '/profile',
    '/PROFILE',
    '/pRoFiLe',
    '/checkout',
    '/Checkout',
    '/CHECKOUT',
    '/Favorites',
    '/favorites',
    '/FAVORITES',
    '/Settlement',
    '/settlement',
    '/SETTLEMENT',
    '/Profile/orders',
    '/favorites/',
  ];

  it('guards every protected prefix in any casing', () => {
    for (const pathname of protectedPaths) {
      expect(isProtectedPath(pathname), pathname).toBe(true);
      expect(guardDecision({ pathname, hasToken: false }), pathname).toEqual({
        action: 'redirect',
        location: `/Login?redirect=${encodeURIComponent(pathname)}`,
      });
    }
  });

  it('lets a shopper with a token through, whatever the token', () => {
    for (const pathname of protectedPaths) {
      expect(guardDecision({ pathname, hasToken: true })).toEqual({ action: 'allow' });
    }
  });

  it('leaves other pages alone, the cart included', () => {
    for (const pathname of [
      '/',
      '/cart',
      '/Cart',
      '/Products',
      '/Login',
      '/register',
      '/Forget-password',
      '/category/10',
      '/About-us',
      '/my/profile',
    ]) {
      expect(isProtectedPath(pathname), pathname).toBe(false);
      expect(guardDecision({ pathname, hasToken: false })).toEqual({ action: 'allow' });
    }
  });

  it('keeps the query in the redirect target', () => {
    expect(
      guardDecision({ pathname: '/Profile', search: '?tab=addresses', hasToken: false }),
    ).toEqual({
      action: 'redirect',
      location: '/Login?redirect=%2FProfile%3Ftab%3Daddresses',
    });
    expect(guardDecision({ pathname: '/Profile', search: 'tab=orders', hasToken: false })).toEqual({
      action: 'redirect',
      location: '/Login?redirect=%2FProfile%3Ftab%3Dorders',
    });
  });

  it('counts only non-empty text as a token', () => {
    expect(hasStoredToken('abc')).toBe(true);
    expect(hasStoredToken('')).toBe(false);
    expect(hasStoredToken('  ')).toBe(false);
    expect(hasStoredToken(null)).toBe(false);
    expect(hasStoredToken(undefined)).toBe(false);
  });

  it("leaves the login notice for a minute, on the whole site, this site's only", () => {
    expect(LOGIN_NOTICE_SET_COOKIE).toBe(
      'toast_notice=login-required; Max-Age=60; Path=/; SameSite=Strict',
    );
  });
});
