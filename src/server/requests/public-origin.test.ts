import { describe, expect, it } from 'vitest';
import { publicOrigin, requestIsHttps } from './public-origin';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers });
const direct = { publicUrl: null, trustProxy: false };
const proxied = { publicUrl: null, trustProxy: true };

describe('publicOrigin', () => {
  it('is SHOP_PUBLIC_URL whatever the Host header says', () => {
    const settings = { publicUrl: 'https://shop.example.ir', trustProxy: false };
    expect(publicOrigin(request('http://evil.example/Products'), settings)).toBe(
      'https://shop.example.ir',
    );
  });

  it("is the request's origin when unset", () => {
    expect(publicOrigin(request('http://127.0.0.1:8080/'), direct)).toBe('http://127.0.0.1:8080');
  });

  it('believes X-Forwarded-Proto only behind a trusted proxy', () => {
    const behindTls = request('http://shop.example.ir/', { 'x-forwarded-proto': 'https' });
    expect(publicOrigin(behindTls, direct)).toBe('http://shop.example.ir');
    expect(publicOrigin(behindTls, proxied)).toBe('https://shop.example.ir');
    expect(requestIsHttps(behindTls, direct)).toBe(false);
    expect(requestIsHttps(behindTls, proxied)).toBe(true);
    expect(
      requestIsHttps(request('http://x/', { 'x-forwarded-proto': 'https, http' }), proxied),
    ).toBe(true);
  });
});
