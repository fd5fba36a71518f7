import { describe, expect, it } from 'vitest';
import { retryTarget } from './retry-target';

const here = {
  href: 'https://shop.example/offline?from=%2Fcategory%2F5',
  origin: 'https://shop.example',
};

describe('where the offline page’s retry goes', () => {
  it('to the page it stands in for, query kept', () => {
    expect(retryTarget('/category/5', here)).toBe('https://shop.example/category/5');
    expect(retryTarget('/Products?q=%DA%A9', here)).toBe('https://shop.example/Products?q=%DA%A9');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('never off the site: %s goes home', (from) => {
    expect(retryTarget(from, here)).toBe('/');
  });

  it('home without a page to go back to', () => {
    expect(retryTarget(null, here)).toBe('https://shop.example/');
  });
});
