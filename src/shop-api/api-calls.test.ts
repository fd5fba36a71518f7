import { describe, expect, it } from 'vitest';
import { API_CALLS, apiPathLabel, apiPathPattern } from './api-calls';
import * as API_PATHS from './api-paths';

describe('the call table', () => {
  it('holds the calls of SPEC §7 and the password-recovery calls (docs/decisions/0040), and which need the token', () => {
    const calls = API_CALLS.flatMap((call) =>
      call.methods.map((method) => `${method} ${call.path}${call.token ? ' (token)' : ''}`),
    );
    expect(calls).toEqual([
      'GET /api/shop/get-data',
      'GET /api/shop/banners',
      'GET /api/shop/banners/{id}',
      'GET /api/shop/media/{id}',
      'GET /api/shop/products/home',
      'POST /api/shop/products/reviews (token)',
      'GET /api/shop/products/reviews/{productId}',
      'GET /api/shop/products',
      'GET /api/shop/products/{id}',
      'GET /api/shop/categories',
      'GET /api/shop/accounts/stockHolderNodeAccounts',
      'POST /api/shop/users/login',
      'POST /api/shop/users/signup',
      'POST /api/shop/users/password/send-code',
      'POST /api/shop/users/password/verify-code',
      'POST /api/shop/users/password/reset',
      'GET /api/shop/users/invoices (token)',
      'POST /api/shop/users/invoices (token)',
      'GET /api/shop/users/invoices/drafts (token)',
      'GET /api/shop/users/invoices/{id} (token)',
      'DELETE /api/shop/users/invoices/{id} (token)',
      'GET /api/shop/users/favorites (token)',
      'POST /api/shop/users/favorites (token)',
      'DELETE /api/shop/users/favorites/{id} (token)',
      'GET /api/shop/users/cart (token)',
      'POST /api/shop/users/cart/set-item (token)',
      'GET /api/shop/users/cart/clear (token)',
      'PATCH /api/shop/users/cart/submit (token)',
      'GET /api/shop/users/orders (token)',
      'GET /api/shop/users/orders/{id} (token)',
      'GET /api/shop/users/contact-info (token)',
      'POST /api/shop/users/contact-info (token)',
      'PATCH /api/shop/users/contact-info (token)',
      'GET /api/shop/users/profiles/{id} (token)',
      'GET /api/shop/users (token)',
      'PATCH /api/shop/users (token)',
      'GET /api/shop/users/{id} (token)',
    ]);
  });

  it('and the paths module spell the same paths: every row takes its path from api-paths.ts, and every path there has its row', () => {
    const spelled = Object.entries(API_PATHS).flatMap(([name, value]) =>
      /_(PATH|PATTERN)$/.test(name) ? [value] : [],
    );
    expect([...spelled].sort()).toEqual(API_CALLS.map((call) => call.path).sort());
  });

  it('matches a path before any later row that would take it too', () => {
    for (const [index, call] of API_CALLS.entries()) {
      const example = call.path.replace(/\{\w+\}/g, '7');
      const first = API_CALLS.findIndex((other) => apiPathPattern(other).test(example));
      expect(first, call.path).toBe(index);
    }
  });

  it('labels a path with each id as {id}', () => {
    expect(API_CALLS.map(apiPathLabel).filter((label) => label.includes('{'))).toEqual([
      '/api/shop/banners/{id}',
      '/api/shop/media/{id}',
      '/api/shop/products/reviews/{id}',
      '/api/shop/products/{id}',
      '/api/shop/users/invoices/{id}',
      '/api/shop/users/favorites/{id}',
      '/api/shop/users/orders/{id}',
      '/api/shop/users/profiles/{id}',
      '/api/shop/users/{id}',
    ]);
  });
});
