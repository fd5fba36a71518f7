import { describe, expect, it } from 'vitest';
import { isCrossSite } from './cross-site';

const LOGIN = 'http://shop.example.ir/api/shop/users/login';

function post(headers: Record<string, string>, url = LOGIN): Request {
  return new Request(url, { method: 'POST', headers, body: '{}' });
}

describe('isCrossSite', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    // A browser's own word wins over an Origin that looks like ours.
    [{ 'sec-fetch-site': 'cross-site', origin: 'http://shop.example.ir' }, true],
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'not a url' }, true],
    [{ origin: 'http://shop.example.ir' }, false],
    // Same host over https (TLS ended at the proxy): the same site.
    [{ origin: 'https://shop.example.ir' }, false],
    [{ origin: 'http://shop.example.ir:8443' }, true],
    // Neither header: not a browser (curl, the shop command, undici).
    [{}, false],
  ])('%o is cross-site: %s', (headers, expected) => {
    expect(isCrossSite(post(headers), null)).toBe(expected);
  });

  it('counts SHOP_PUBLIC_URL’s host as ours when a CDN sends another Host', () => {
    const request = post(
      { origin: 'https://shop.example.ir' },
      'http://10.0.0.7:8080/api/shop/users/login',
    );
    expect(isCrossSite(request, 'https://shop.example.ir')).toBe(false);
    expect(isCrossSite(request, null)).toBe(true);
  });
});
