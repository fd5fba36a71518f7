import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFixtureShop } from './index';
import { isValidNationalCode } from './national-code';
import { loadSeed } from './seed';
import { shopData } from './shop-data';
import { DEMO, FIXTURES_DIR, startFixtureShop } from '@test-support/servers/fixture-shop';

const seed = loadSeed(path.join(FIXTURES_DIR, 'default'));
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixtures with one seed file replaced. */
function fixturesWith(file: string, content: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fixture-shop-'));
  temporary.push(dir);
  cpSync(path.join(FIXTURES_DIR, 'default'), path.join(dir, 'default'), { recursive: true });
  mkdirSync(path.join(dir, 'media'));
  writeFileSync(path.join(dir, 'default', file), content);
  return dir;
}

describe('seed loading', () => {
  it('names the file and the field that is wrong', () => {
    const products = JSON.parse(
      readFileSync(path.join(FIXTURES_DIR, 'default', 'products.json'), 'utf8'),
    );
    products[3].price = 'گران';
    const dir = fixturesWith('products.json', JSON.stringify(products));
    expect(() => createFixtureShop({ fixturesDir: dir })).toThrow(
      /products\.json is invalid: .* at 3\.price/,
    );
  });

  it('names a file that is not JSON', () => {
    const dir = fixturesWith('users.json', '[{');
    expect(() => createFixtureShop({ fixturesDir: dir })).toThrow(/users\.json cannot be read/);
  });

  it('rejects a product in an unknown category', () => {
    const products = JSON.parse(
      readFileSync(path.join(FIXTURES_DIR, 'default', 'products.json'), 'utf8'),
    );
    products[0].parentDetailedAccountId = 999;
    const dir = fixturesWith('products.json', JSON.stringify(products));
    expect(() => createFixtureShop({ fixturesDir: dir })).toThrow(/unknown category 999/);
  });
});

describe('seed data', () => {
  const positions = (value: number | number[]) => ([] as number[]).concat(value);

  it('holds the catalogue the README describes', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(40);
    expect(seed.categories.children.length).toBeGreaterThanOrEqual(6);
    for (const position of [2, 3, 4]) {
      expect(
        seed.products.filter((product) => positions(product.shopPosition).includes(position))
          .length,
      ).toBeGreaterThanOrEqual(5);
    }
    expect(seed.products.some((product) => positions(product.shopPosition).includes(1))).toBe(true);
    expect(
      seed.products.filter((product) => product.images.length === 0).length,
    ).toBeGreaterThanOrEqual(3);
    expect(seed.products.some((product) => !Number.isInteger(product.price))).toBe(true);
    expect(seed.products.some((product) => (product.units?.length ?? 0) >= 2)).toBe(true);
    expect(seed.products.some((product) => product.units === undefined)).toBe(true);
  });

  it('has the demo accounts', () => {
    const stockHolder = seed.users.find((user) => user.phoneNumber === '09130000000');
    expect(seed.users.find((user) => user.phoneNumber === DEMO.phoneNumber)).toMatchObject({
      firstName: 'سارا',
      lastName: 'محمدی',
      stockHolderAccountId: null,
    });
    expect(isValidNationalCode(stockHolder?.nationalCode ?? '')).toBe(true);
  });

  it('keeps every picture small', () => {
    const mediaDir = path.join(FIXTURES_DIR, 'media');
    const sizes = readdirSync(mediaDir).map((name) => statSync(path.join(mediaDir, name)).size);
    expect(Math.max(...sizes)).toBeLessThan(15 * 1024);
  });
});

describe('notification window', () => {
  it('counts days from the start of the current UTC day', () => {
    const morning = shopData(seed.shop, 'default', new Date('2025-03-10T01:00:00Z'));
    const night = shopData(seed.shop, 'default', new Date('2025-03-10T23:59:00Z'));
    expect(morning.notificationActivation).toBe('2025-03-09T00:00:00.000Z');
    expect(morning.notificationExpiration).toBe('2025-04-09T00:00:00.000Z');
    expect(night).toEqual(morning);
  });

  it('uses the now option of the shop', async () => {
    const running = await startFixtureShop({ now: () => new Date('2030-06-15T12:00:00Z') });
    const value = (await running.call('GET', '/api/shop/get-data')).json?.value;
    await running.close();
    expect(value.notificationActivation).toBe('2030-06-14T00:00:00.000Z');
  });
});

describe('reset', () => {
  it('restores the seed state', async () => {
    const running = await startFixtureShop();
    const { call, login, shop } = running;
    const signup = await call('POST', '/api/shop/users/signup', {
      body: {
        firstName: 'نیما',
        lastName: 'رادمنش',
        phoneNumber: '09350000001',
        password: 'secret99',
      },
    });
    expect(signup.status).toBe(200);
    const token = await login();
    await call('POST', '/api/shop/users/cart/set-item', {
      token,
      body: { productId: 101, amount: 2 },
    });
    await call('DELETE', '/api/shop/users/favorites/101', { token });
    await call('DELETE', '/api/shop/users/invoices/7004', { token });
    await call('POST', '/api/shop/products/reviews', {
      token,
      body: { productId: 101, rate: 1, comment: 'بد' },
    });

    shop.reset();

    const fresh = await login();
    expect((await call('GET', '/api/shop/users/cart', { token: fresh })).json?.value.items).toEqual(
      [],
    );
    expect(
      (await call('GET', '/api/shop/users/favorites', { token: fresh })).json?.value.totalCount,
    ).toBe(3);
    expect((await call('GET', '/api/shop/users/invoices/7004', { token: fresh })).status).toBe(200);
    expect((await call('GET', '/api/shop/products/reviews/101')).json?.value.totalCount).toBe(3);
    expect((await call('GET', '/api/shop/products/101')).json?.value).toMatchObject({
      rate: 4.6,
      totalReviews: 38,
    });
    const relogin = await call('POST', '/api/shop/users/login', {
      body: { phoneNumber: '09350000001', password: 'secret99' },
    });
    expect(relogin.status).toBe(400);
    await running.close();
  });
});
