import { describe, expect, it } from 'vitest';
import * as ROUTE_PATHS from './route-paths';
import { ROUTE_PATTERNS, canonicalRedirect, matchRoute } from './routes';

describe('the route table and the paths module', () => {
  it('spell the same routes: every row takes its pattern from route-paths.ts, and every path there has its row', () => {
    const spelled = Object.entries(ROUTE_PATHS).flatMap(([name, value]) =>
      /_(PATH|PATTERN)$/.test(name) ? [value] : [],
    );
    expect([...spelled].sort()).toEqual([...ROUTE_PATTERNS].sort());
  });
});

describe('case-insensitive route resolution', () => {
  it('knows the 17 routes of SPEC §2 and the offline page', () => {
    expect(ROUTE_PATTERNS).toHaveLength(18);
    expect(ROUTE_PATTERNS).toContain('/offline');
  });

  it.each([
    ['/login', '/Login'],
    ['/LOGIN', '/Login'],
    ['/PRODUCTS', '/Products'],
    ['/about-us', '/About-us'],
    ['/contact-US', '/Contact-us'],
    ['/favorites', '/Favorites'],
    ['/forget-password', '/Forget-password'],
    ['/privacy', '/Privacy'],
    ['/rules', '/Rules'],
    ['/settlement', '/Settlement'],
    ['/profile', '/Profile'],
    ['/Cart', '/cart'],
    ['/CHECKOUT', '/checkout'],
    ['/Register', '/register'],
    ['/Maintenance', '/maintenance'],
    ['/Category/12', '/category/12'],
    ['/product/BK-1001/some-title', '/Product/BK-1001/some-title'],
    ['/Products/', '/Products'],
  ])('redirects %s to %s', (from, to) => {
    expect(canonicalRedirect(from)).toBe(to);
  });

  it('keeps parameters exactly as given', () => {
    expect(canonicalRedirect('/PRODUCT/Ab-1/%DA%A9%D8%AA%D8%A7%D8%A8')).toBe(
      '/Product/Ab-1/%DA%A9%D8%AA%D8%A7%D8%A8',
    );
  });

  it.each(['/', '/Login', '/Products', '/category/5', '/Product/X/y', '/maintenance'])(
    'does not redirect the canonical %s',
    (path) => {
      expect(canonicalRedirect(path)).toBeNull();
    },
  );

  it.each(['/nope', '/Login/extra', '/category', '/Product/only-id', '/api/shop/get-data'])(
    'does not redirect the unknown %s',
    (path) => {
      expect(canonicalRedirect(path)).toBeNull();
    },
  );

  it('returns the parameters of a match', () => {
    expect(matchRoute('/category/7')).toMatchObject({
      pattern: '/category/{id}',
      params: { id: '7' },
    });
  });
});
