import { describe, expect, it } from 'vitest';
import { changesState } from './cross-site';

describe('changesState', () => {
  it.each([
    ['POST', '/api/shop/users/login', true],
    ['PATCH', '/api/shop/users/cart/submit', true],
    ['DELETE', '/api/shop/users/favorites/3', true],
    ['GET', '/api/shop/users/cart/clear', true],
    ['GET', '/api/shop/products', false],
    ['HEAD', '/api/shop/get-data', false],
  ])('%s %s: %s', (method, path, expected) => {
    expect(changesState(method, path)).toBe(expected);
  });
});
