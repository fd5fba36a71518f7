import { describe, expect, it } from 'vitest';
import { API_CALL_LABELS, OTHER_API_LABEL } from '../upstream/api-routes';
import { routeLabel, UNMATCHED } from './route-label';

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

describe('the label of an API path', () => {
  it('is the call the path names, its ids as {id}', () => {
    expect(routeLabel('/api/shop/get-data')).toBe('/api/shop/get-data');
    expect(routeLabel('/api/shop/products/home')).toBe('/api/shop/products/home');
    expect(routeLabel('/api/shop/products/reviews/BK-1001')).toBe(
      '/api/shop/products/reviews/{id}',
    );
    expect(routeLabel('/api/shop/users/09120000000')).toBe('/api/shop/users/{id}');
    expect(routeLabel('/api/shop/users/invoices/drafts')).toBe('/api/shop/users/invoices/drafts');
    expect(routeLabel('/api/shop/users/password/verify-code')).toBe(
      '/api/shop/users/password/verify-code',
    );
  });

  it('is one of a fixed set whatever the path: every arrangement of the API’s words up to six deep makes no new one', () => {
    const words = [
      'api',
      'shop',
      'users',
      'cart',
      'login',
      'signup',
      'products',
      'reviews',
      'password',
      'media',
      'x',
    ];
    const labels = new Set<string>();
    let paths = 0;
    const walk = (segments: string[]) => {
      if (segments.length > 0) {
        labels.add(routeLabel(`/api/${segments.join('/')}`));
        paths += 1;
      }
      if (segments.length < 5) for (const word of words) walk([...segments, word]);
    };
    walk([]);
    expect(paths).toBeGreaterThan(15_500);
    for (const label of labels) expect(API_CALL_LABELS.has(label), label).toBe(true);
    expect(routeLabel('/api/shop/cart/login/signup/users')).toBe(OTHER_API_LABEL);
    expect(API_CALL_LABELS.size).toBeLessThan(40);
  });
});
