import { describe, expect, it } from 'vitest';
import { mayPrefetch, prefetchPath } from './prefetch-rules';

const here = {
  href: 'https://shop.example/Products',
  origin: 'https://shop.example',
  pathname: '/Products',
};

describe('which links are fetched ahead', () => {
  it.each([
    ['/Product/BK-1001/%DA%A9%D8%AA%D8%A7%D8%A8', '/Product/BK-1001/%DA%A9%D8%AA%D8%A7%D8%A8'],
    ['https://shop.example/category/10', '/category/10'],
    ['/Product/BK-1001/x#reviews', '/Product/BK-1001/x'],
  ])('a product or category page: %s', (href, path) => {
    expect(prefetchPath(href, here)).toBe(path);
  });

  it.each([
    '/Profile',
    '/cart',
    '/Favorites',
    '/checkout',
    '/Products',
    '/',
    '/About-us',
    '/category/10?page=2',
    '/product/BK-1001/x',
    '/category/10/',
    'https://elsewhere.example/category/10',
    '/api/shop/products/1',
    'tel:+982100000000',
  ])('not %s', (href) => {
    expect(prefetchPath(href, here)).toBeNull();
  });

  it('not the page on screen', () => {
    expect(
      prefetchPath('/category/10', {
        ...here,
        href: 'https://shop.example/category/10',
        pathname: '/category/10',
      }),
    ).toBeNull();
  });
});

describe('when links are fetched ahead', () => {
  it('on an ordinary connection, or where the browser does not tell', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('never under Save-Data or on 2G', () => {
    expect(mayPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
