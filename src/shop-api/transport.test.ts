import { describe, expect, it } from 'vitest';
import { httpRequestParts, isTimeoutError } from './transport';

describe('httpRequestParts', () => {
  it('builds a JSON request with token and cart marker', () => {
    expect(
      httpRequestParts(
        {
          method: 'POST',
          path: '/api/shop/users/cart/set-item',
          body: { productId: '1', unitId: 'default', amount: 2 },
          token: 'abc',
          sourcePage: 'cart',
        },
        'https://api.example.ir/',
      ),
    ).toEqual({
      url: 'https://api.example.ir/api/shop/users/cart/set-item',
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: 'Bearer abc',
        'x-source-page': 'cart',
      },
      body: '{"productId":"1","unitId":"default","amount":2}',
    });
  });

  it('encodes the query, skips undefined and sends no body or token when there is none', () => {
    const parts = httpRequestParts(
      {
        method: 'GET',
        path: '/api/shop/products',
        query: { page: 1, size: 10, title: 'چای سبز', code: undefined, inStock: true },
        token: null,
      },
      '',
    );
    expect(parts.url).toBe(
      '/api/shop/products?page=1&size=10&title=%DA%86%D8%A7%DB%8C+%D8%B3%D8%A8%D8%B2&inStock=true',
    );
    expect(parts.headers).toEqual({ accept: 'application/json' });
    expect(parts.body).toBeUndefined();
  });
});

describe('isTimeoutError', () => {
  it('recognises timeouts and nothing else', () => {
    expect(isTimeoutError(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(
      isTimeoutError(new TypeError('fetch failed', { cause: { code: 'UND_ERR_CONNECT_TIMEOUT' } })),
    ).toBe(true);
    expect(isTimeoutError(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))).toBe(
      false,
    );
    expect(isTimeoutError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isTimeoutError('TimeoutError')).toBe(false);
  });
});
