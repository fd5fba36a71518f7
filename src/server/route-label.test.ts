import { describe, expect, it } from 'vitest';
import { apiEndpointLabel, routeLabel, UNMATCHED } from './route-label';

describe('routeLabel', () => {
  it.each([
    ['/', '/'],
    ['/Product/BK-1001/کتاب-خوب', '/Product/{id}/{title}'],
    ['/product/bk-1001/x/', '/Product/{id}/{title}'],
    ['/category/10', '/category/{id}'],
    ['/Profile', '/Profile'],
    ['/RSC/R/Product/BK-1001/x.txt', 'RSC /Product/{id}/{title}'],
    ['/RSC/R/_root.txt', 'RSC /'],
    ['/RSC/F/abc123/action.txt', '/RSC/*'],
    ['/assets/index-Dk-i219D.js', '/assets/*'],
    ['/media/9f1c.jpg', '/media/*'],
    ['/images/fallback.svg', '/images/*'],
    ['/_img/320/media%2F9f1c.jpg', '/_img/{width}/{source}'],
    ['/healthz', '/healthz'],
    ['/_suggest', '/_suggest'],
    ['/_vitals', '/_vitals'],
    ['/sw.js', '/sw.js'],
    ['/manifest.webmanifest', '/manifest.webmanifest'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/api/shop/users/profiles/17', '/api/shop/users/profiles/{id}'],
    ['/no/such/09120000000', UNMATCHED],
    ['/09120000000', UNMATCHED],
  ])('%s is logged as %s', (path, label) => {
    expect(routeLabel(path)).toBe(label);
  });
});

describe('apiEndpointLabel', () => {
  it('keeps the words of the API and turns everything else into {id}', () => {
    expect(apiEndpointLabel('/api/shop/get-data')).toBe('/api/shop/get-data');
    expect(apiEndpointLabel('/api/shop/products/home')).toBe('/api/shop/products/home');
    expect(apiEndpointLabel('/api/shop/products/reviews/BK-1001')).toBe('/api/shop/products/reviews/{id}');
    expect(apiEndpointLabel('/api/shop/users/09120000000')).toBe('/api/shop/users/{id}');
    expect(apiEndpointLabel('/api/shop/users/invoices/drafts')).toBe('/api/shop/users/invoices/drafts');
  });

  it('stays short for long odd paths', () => {
    expect(apiEndpointLabel('/api/shop/a/b/c/d/e/f/g')).toBe('/api/shop/{id}/{id}/{id}/{id}/…');
  });
});
