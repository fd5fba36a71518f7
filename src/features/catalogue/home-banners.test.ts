import { describe, expect, it } from 'vitest';
import { safeBannerHref, toSlides } from './home-banners';

describe('banners', () => {
  it('keeps only paths and http(s) links', () => {
    expect(safeBannerHref('/category/20')).toBe('/category/20');
    expect(safeBannerHref('https://example.ir/x')).toBe('https://example.ir/x');
    expect(safeBannerHref('javascript:alert(1)')).toBeNull();
    expect(safeBannerHref('//evil.example')).toBeNull();
  });

  it('orders slides and drops those without a picture of the shop', () => {
    const banner = (id: string, order: number, image: string | null) => ({
      id,
      title: id,
      descriptions: null,
      link: null,
      image,
      order,
      startDate: null,
      endDate: null,
    });
    const slides = toSlides(
      [
        banner('b', 2, 'x.webp'),
        banner('a', 1, '42'),
        banner('c', 0, null),
        banner('d', 3, 'https://elsewhere.example/d.jpg'),
      ],
      '/media/',
    );
    expect(slides.map((slide) => [slide.id, slide.picture.src, slide.shareUrl])).toEqual([
      ['a', '/_img/960/m/42', '/_img/1280/m/42'],
      ['b', '/_img/960/n/x.webp', '/_img/1280/n/x.webp'],
    ]);
  });

  it('offers phone and desktop widths with the banner slot’s sizes', () => {
    const [slide] = toSlides(
      [
        {
          id: 'a',
          title: 'a',
          descriptions: null,
          link: null,
          image: '42',
          order: 0,
          startDate: null,
          endDate: null,
        },
      ],
      '/media/',
    );
    expect(slide?.picture.srcSet).toBe(
      '/_img/480/m/42 480w, /_img/640/m/42 640w, /_img/960/m/42 960w, /_img/1120/m/42 1120w, /_img/1280/m/42 1280w, /_img/1920/m/42 1920w',
    );
    expect(slide?.picture.sizes).toBe(
      '(max-width: 48rem) calc(150vw - 3rem), min(100vw - 2rem, 76rem)',
    );
  });
});
