import { describe, expect, it } from 'vitest';
import {
  isMalformedRscPath,
  normalisedPathname,
  pageRequestOf,
  redirectResponse,
} from './page-request';

describe('pageRequestOf', () => {
  it.each([
    ['/', { kind: 'document', pathname: '/' }],
    ['/Products', { kind: 'document', pathname: '/Products' }],
    ['/RSC/R/_root.txt', { kind: 'rsc', pathname: '/' }],
    ['/RSC/R/Products.txt', { kind: 'rsc', pathname: '/Products' }],
    ['/RSC/R/category/3.txt', { kind: 'rsc', pathname: '/category/3' }],
    ['/RSC/R/Product/BK-1/%DA%A9.txt', { kind: 'rsc', pathname: '/Product/BK-1/%DA%A9' }],
    ['/RSC/R/Products/_.txt', { kind: 'rsc', pathname: '/Products/' }],
    // Decided on its decoded letters (docs/decisions/0008): an escaped letter
    // is that letter, an escaped slash stays.
    ['/%50rofile', { kind: 'document', pathname: '/Profile' }],
    ['/m%61intenance', { kind: 'document', pathname: '/maintenance' }],
    ['/RSC/R/%50rofile.txt', { kind: 'rsc', pathname: '/Profile' }],
    ['/%52SC/R/%5Froot%2Etxt', { kind: 'rsc', pathname: '/' }],
    ['/Product/BK-1/%DA%A9', { kind: 'document', pathname: '/Product/BK-1/%DA%A9' }],
    ['/Profile%2Fx', { kind: 'document', pathname: '/Profile%2Fx' }],
  ])('%s is the page request %o', (path, expected) => {
    expect(pageRequestOf(path)).toEqual(expected);
  });

  it('keeps escapes of reserved and non-ASCII characters', () => {
    expect(normalisedPathname('/a%2Fb%3F%25%20%DA%A9%7e%2d')).toBe('/a%2Fb%3F%25%20%DA%A9~-');
  });

  // The storefront has no server functions: /RSC/F/… names nothing.
  it.each([
    '/RSC/x',
    '/RSC/R/Profile',
    '/RSC/R/',
    '/RSC/',
    '/%52SC/x',
    '/RSC/F/anything',
    '/RSC/F/_abc/action.txt',
    '/RSC/%46/x',
  ])('%s is a malformed RSC path', (path) => {
    expect(isMalformedRscPath(path)).toBe(true);
  });

  it.each(['/RSC/R/_root.txt', '/RSC/R/Products.txt', '/Profile', '/api/shop/x'])(
    '%s is not a malformed RSC path',
    (path) => {
      expect(isMalformedRscPath(path)).toBe(false);
    },
  );

  it.each([
    '/api/shop/get-data',
    '/assets/index-1.js',
    '/media/logo.svg',
    '/RSC/F/_abc/action.txt',
    '/healthz',
    '/robots.txt',
    '/_suggest',
    '/_vitals',
    '/sw.js',
    '/manifest.webmanifest',
  ])('%s is not a page request', (path) => {
    expect(pageRequestOf(path)).toBeNull();
  });
});

describe('redirectResponse', () => {
  it('redirects page loads with the given status and no caching', () => {
    const response = redirectResponse('/maintenance', 302);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/maintenance');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
