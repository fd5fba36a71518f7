import { describe, expect, it } from 'vitest';
import { safeBannerHref, toSlides } from './home-banners';

describe('banners', () => {
  it('keeps only paths and http(s) links', () => {
    expect(safeBannerHref('/category/20')).toBe('/category/20');
    expect(safeBannerHref('https://example.ir/x')).toBe('https://example.ir/x');
    expect(safeBannerHref('javascript:alert(1)')).toBeNull();
    expect(safeBannerHref('//evil.example')).toBeNull();
  });

  it('orders slides and drops those without an image', () => {
    const banner = (id: string, order: number, image: string | null) => ({
      id, title: id, descriptions: null, link: null, image, order, startDate: null, endDate: null,
    });
    expect(toSlides([banner('b', 2, 'x.webp'), banner('a', 1, '42'), banner('c', 0, null)], '/media/')).toEqual([
      { id: 'a', title: 'a', description: null, href: null, image: '/api/shop/media/42' },
      { id: 'b', title: 'b', description: null, href: null, image: '/media/x.webp' },
    ]);
  });
});
