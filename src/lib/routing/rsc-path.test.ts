import { describe, expect, it } from 'vitest';
import {
  decodeRscRoute,
  leavingPayload,
  rscPathOfRoute,
  rscRoutePath,
  rscUrlOfRoute,
} from './rsc-path';

describe('RSC paths of routes', () => {
  it.each([
    ['/', 'R/_root', '/RSC/R/_root.txt?query='],
    ['/Products', 'R/Products', '/RSC/R/Products.txt?query='],
    ['/Product/BK-1/%DA%A9', 'R/Product/BK-1/%DA%A9', '/RSC/R/Product/BK-1/%DA%A9.txt?query='],
    ['/_hidden', 'R/__hidden', '/RSC/R/__hidden.txt?query='],
  ])('%s is fetched as %s from %s, and read back', (route, rscPath, url) => {
    expect(rscPathOfRoute(route)).toBe(rscPath);
    expect(rscUrlOfRoute(route)).toBe(url);
    expect(rscRoutePath(url.split('?')[0] ?? '')).toBe(route);
  });

  it('carries the page query as Waku does (URLSearchParams of { query })', () => {
    expect(rscUrlOfRoute('/offline', 'from=/category/5')).toBe(
      '/RSC/R/offline.txt?query=from%3D%2Fcategory%2F5',
    );
  });

  it.each(['/Products', '/RSC/F/x.txt', '/RSC/R/Products', '/assets/a.js'])(
    '%s asks for no route payload',
    (path) => {
      expect(rscRoutePath(path)).toBeNull();
    },
  );

  it('drops the trailing underscore Waku adds to a path ending in a slash', () => {
    expect(decodeRscRoute('Products/_.txt')).toBe('/Products/');
  });
});

describe('leavingPayload', () => {
  it("is the row Waku's own handler writes for a redirect out of the app (serializeRsc of { _location })", () => {
    expect(leavingPayload('/offline?from=%2Fcategory%2F11')).toBe(
      '0:{"_location":"/offline?from=%2Fcategory%2F11"}\n',
    );
  });
});
