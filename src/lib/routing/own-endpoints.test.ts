import { describe, expect, it } from 'vitest';
import { OWN_ENDPOINTS, isFixedPath, methodsAt, ownEndpointAt } from './own-endpoints';

describe('OWN_ENDPOINTS', () => {
  it('names each of our own public paths, as shoppers, crawlers and operators ask for them', () => {
    expect(OWN_ENDPOINTS.map((endpoint) => endpoint.pattern)).toEqual([
      '/healthz',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
      '/_suggest',
      '/_shopper/cart',
      '/_shopper/favourites',
      '/_vitals',
      '/sw.js',
      '/manifest.webmanifest',
      '/_img/{width}/{source}',
    ]);
  });

  it('finds a fixed path only as spelled, and the image endpoint by its prefix', () => {
    expect(ownEndpointAt('/healthz')?.pattern).toBe('/healthz');
    expect(ownEndpointAt('/healthz/')).toBeUndefined();
    expect(ownEndpointAt('/HEALTHZ')).toBeUndefined();
    expect(ownEndpointAt('/_vitals')?.methods).toEqual(['POST']);
    expect(ownEndpointAt('/_img/320/m/7')?.pattern).toBe('/_img/{width}/{source}');
    expect(ownEndpointAt('/_img')).toBeUndefined();
    expect(ownEndpointAt('/Products')).toBeUndefined();
  });

  it("gives each path its endpoint's methods, and pages GET and HEAD", () => {
    expect(methodsAt('/_vitals')).toEqual(['POST']);
    expect(methodsAt('/healthz')).toEqual(['GET', 'HEAD']);
    expect(methodsAt('/Products')).toEqual(['GET', 'HEAD']);
    expect(methodsAt('/RSC/R/Products.txt')).toEqual(['GET', 'HEAD']);
  });

  it('tells fixed paths from a prefix', () => {
    expect(
      OWN_ENDPOINTS.filter((endpoint) => !isFixedPath(endpoint)).map(
        (endpoint) => endpoint.pattern,
      ),
    ).toEqual(['/_img/{width}/{source}']);
  });
});
