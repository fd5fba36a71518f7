import { describe, expect, it } from 'vitest';
import { productPath } from './product-path';
import { LOGIN_PATH, PRODUCT_PATTERN, REGISTER_PATH, loginPath, withReturnTo } from './route-paths';
import { matchRoute } from './routes';

describe('route path builders', () => {
  it('spell the paths as SPEC §2 does', () => {
    expect(productPath({ code: '12', title: 'title' })).toBe('/Product/12/title');
    expect(loginPath()).toBe('/Login');
    expect(withReturnTo(REGISTER_PATH)).toBe('/register');
  });

  it('percent-encode each parameter as one segment, which the route table reads back', () => {
    const path = productPath({ code: 'ک/۱ 2%$&', title: 'کتاب بوف کور' });
    expect(path).toBe(
      `/Product/${encodeURIComponent('ک/۱ 2%$&')}/${encodeURIComponent('کتاب-بوف-کور')}`,
    );
    expect(matchRoute(path)).toMatchObject({
      pattern: PRODUCT_PATTERN,
      params: { id: encodeURIComponent('ک/۱ 2%$&') },
    });
  });

  it('bring the shopper back with the return path, encoded, or leave it out', () => {
    expect(loginPath('/checkout')).toBe('/Login?redirect=%2Fcheckout');
    expect(loginPath('/Product/BK-1/x')).toBe('/Login?redirect=%2FProduct%2FBK-1%2Fx');
    expect(loginPath('/Products?q=کتاب&page=2')).toBe(
      `/Login?redirect=${encodeURIComponent('/Products?q=کتاب&page=2')}`,
    );
    expect(withReturnTo(REGISTER_PATH, '/Favorites')).toBe('/register?redirect=%2FFavorites');
    expect(loginPath('')).toBe(LOGIN_PATH);
    expect(loginPath(null)).toBe(LOGIN_PATH);
  });
});
