import { describe, expect, it } from 'vitest';
import { pageRequestOf, redirectResponse } from './page-request';

describe('pageRequestOf', () => {
  it.each([
    ['/', { kind: 'document', pathname: '/' }],
    ['/Products', { kind: 'document', pathname: '/Products' }],
    ['/RSC/R/_root.txt', { kind: 'rsc', pathname: '/' }],
    ['/RSC/R/Products.txt', { kind: 'rsc', pathname: '/Products' }],
    ['/RSC/R/category/3.txt', { kind: 'rsc', pathname: '/category/3' }],
    ['/RSC/R/Product/BK-1/%DA%A9.txt', { kind: 'rsc', pathname: '/Product/BK-1/%DA%A9' }],
    ['/RSC/R/Products/_.txt', { kind: 'rsc', pathname: '/Products/' }],
  ])('%s is a page request', (path, expected) => {
    expect(pageRequestOf(path)).toEqual(expected);
  });

  it.each(['/api/shop/get-data', '/assets/index-1.js', '/media/logo.svg', '/RSC/F/_abc/action.txt', '/healthz', '/robots.txt'])(
    '%s is not a page request',
    (path) => {
      expect(pageRequestOf(path)).toBeNull();
    },
  );
});

describe('redirectResponse', () => {
  it('redirects documents with the given status and no caching', () => {
    const response = redirectResponse({ kind: 'document', pathname: '/' }, '/maintenance', {
      documentStatus: 302,
      rscStatus: 503,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/maintenance');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
  it('answers RSC requests with a non-3xx status and a Location', () => {
    const response = redirectResponse({ kind: 'rsc', pathname: '/' }, '/maintenance', {
      documentStatus: 302,
      rscStatus: 503,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('location')).toBe('/maintenance');
  });
});
