import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapPaths, sitemapXml, xmlEscape } from './sitemap';

describe('sitemap', () => {
  it('lists static pages, nested categories and products once', () => {
    const paths = sitemapPaths({
      staticPaths: ['/', '/Products'],
      categories: [
        { id: '10', name: 'کتاب', children: [{ id: '11', name: 'رمان', children: [] }] },
      ],
      products: [
        { code: 'BK-1', title: 'کتاب بوف کور' },
        { code: 'BK-1', title: 'کتاب بوف کور' },
      ],
    });
    expect(paths).toEqual([
      '/',
      '/Products',
      '/category/10',
      '/category/11',
      `/Product/BK-1/${encodeURIComponent('کتاب-بوف-کور')}`,
    ]);
  });

  it('escapes XML', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = sitemapXml('https://shop.example', ['/Products?a=1&b=2']);
    expect(xml).toContain('<loc>https://shop.example/Products?a=1&amp;b=2</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('disallows the personal paths and the API and names the sitemap', () => {
    const text = robotsTxt('https://shop.example');
    for (const path of [
      '/Profile',
      '/cart',
      '/checkout',
      '/Favorites',
      '/Settlement',
      '/api/',
      '/_suggest',
      '/profile',
      '/favorites',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
