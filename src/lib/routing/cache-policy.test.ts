import { describe, expect, it } from 'vitest';
import {
  isPublicPagePath,
  pageCacheControl,
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
} from './cache-policy';

describe('pageCacheControl', () => {
  it.each(['/', '/Products', '/category/10', '/Product/BK-1001/x', '/About-us'])(
    '%s is public',
    (path) => {
      expect(isPublicPagePath(path)).toBe(true);
      expect(pageCacheControl(true, 200)).toBe(PUBLIC_PAGE_CACHE);
      expect(pageCacheControl(true, 301)).toBe(PUBLIC_PAGE_CACHE);
      expect(PUBLIC_PAGE_CACHE).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    },
  );

  it.each([
    '/Profile',
    '/cart',
    '/checkout',
    '/Favorites',
    '/Settlement',
    '/Login',
    '/register',
    '/products',
  ])('%s is private', (path) => {
    expect(isPublicPagePath(path)).toBe(false);
    expect(pageCacheControl(false, 200)).toBe(PRIVATE_PAGE_CACHE);
  });

  it('never shares errors', () => {
    expect(pageCacheControl(true, 502)).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl(true, 404)).toBe(PRIVATE_PAGE_CACHE);
  });

  it('never shares a page built from a failed upstream call', () => {
    expect(pageCacheControl(true, 'upstream-failed')).toBe(PRIVATE_PAGE_CACHE);
  });
});
