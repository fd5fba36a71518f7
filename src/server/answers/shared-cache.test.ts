import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from '@/lib/routing/cache-policy';
import { isSharedCacheable } from './shared-cache';

describe('isSharedCacheable', () => {
  it('is true for the catalogue policy and other public or s-maxage answers', () => {
    expect(isSharedCacheable(PUBLIC_PAGE_CACHE)).toBe(true);
    expect(isSharedCacheable('Public, max-age=60')).toBe(true);
    expect(isSharedCacheable('s-maxage=30')).toBe(true);
  });

  it('is false for personal, unstored or unmarked answers', () => {
    expect(isSharedCacheable(PRIVATE_PAGE_CACHE)).toBe(false);
    expect(isSharedCacheable('no-store')).toBe(false);
    expect(isSharedCacheable('public, no-store')).toBe(false);
    expect(isSharedCacheable('max-age=60')).toBe(false);
    expect(isSharedCacheable(null)).toBe(false);
    expect(isSharedCacheable('')).toBe(false);
  });
});
