import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createFixtureShop, SCENARIOS } from './index';
import { FIXTURES_DIR, startFixtureShop } from '@test-support/servers/fixture-shop';
import { XSS_PAYLOADS } from './xss-payloads';

const lines: string[] = [];
const running = await startFixtureShop({ slowDelayMs: 150, log: (line) => lines.push(line) });
const { call, login, shop } = running;
const token = await login();
afterAll(() => running.close());
afterEach(() => shop.setScenario('default'));

const shopData = async () => (await call('GET', '/api/shop/get-data')).json?.value;

describe('scenario switching', () => {
  it('starts with default, and every scenario is documented where operators and developers look', () => {
    expect(SCENARIOS[0]).toBe('default');
    expect(shop.scenario).toBe('default');
    // fixtures/README.md has a row per scenario, in order; the README names
    // each under SHOP_FIXTURES.
    const table = readFileSync(join(FIXTURES_DIR, 'README.md'), 'utf8');
    const tableRows = [...table.matchAll(/^\| `([a-z-]+)` \| /gm)].map((match) => match[1]);
    expect(tableRows).toEqual([...SCENARIOS]);
    const envRow = readFileSync(join(FIXTURES_DIR, '..', 'README.md'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| `SHOP_FIXTURES`'));
    for (const name of SCENARIOS) expect(envRow).toContain(`\`${name}\``);
  });

  it('throws on an unknown name, listing the valid ones', () => {
    expect(() => shop.setScenario('broken')).toThrow(
      /Unknown fixture shop scenario "broken".*default, maintenance/,
    );
    expect(() => createFixtureShop({ fixturesDir: FIXTURES_DIR, scenario: 'nope' })).toThrow(
      /cart-fails/,
    );
    expect(shop.scenario).toBe('default');
  });
});

describe('shop status scenarios', () => {
  it('default: active, not in maintenance, notification active now', async () => {
    const value = await shopData();
    expect(value).toMatchObject({
      isActive: true,
      isMaintenanceMode: false,
      title: 'فروشگاه نمونه',
    });
    const now = Date.now();
    expect(Date.parse(value.notificationActivation)).toBeLessThanOrEqual(now);
    expect(Date.parse(value.notificationExpiration)).toBeGreaterThan(now);
    expect(value).not.toHaveProperty('notificationWindow');
  });

  it('maintenance: isMaintenanceMode true', async () => {
    shop.setScenario('maintenance');
    expect(await shopData()).toMatchObject({ isActive: true, isMaintenanceMode: true });
  });

  it('deactivated: isActive false together with maintenance', async () => {
    shop.setScenario('deactivated');
    expect(await shopData()).toMatchObject({ isActive: false, isMaintenanceMode: true });
  });

  it('get-data-fails: 500 error envelope, the rest answers normally', async () => {
    shop.setScenario('get-data-fails');
    const answer = await call('GET', '/api/shop/get-data');
    expect(answer.status).toBe(500);
    expect(answer.json).toMatchObject({
      isSuccess: false,
      isFailure: true,
      statusCode: 500,
      value: null,
    });
    expect((await call('GET', '/api/shop/products')).status).toBe(200);
  });
});

describe('whole-API failures', () => {
  it('server-errors: every call answers 500 with an error envelope', async () => {
    shop.setScenario('server-errors');
    for (const path of ['/api/shop/get-data', '/api/shop/products', '/api/shop/categories']) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(500);
      expect(answer.json, path).toMatchObject({ isSuccess: false, isFailure: true });
    }
  });

  it('unsuccessful: every call answers 200 with isSuccess false', async () => {
    shop.setScenario('unsuccessful');
    for (const path of ['/api/shop/get-data', '/api/shop/products/home', '/api/shop/users/cart']) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.json, path).toMatchObject({ isSuccess: false, isFailure: true, value: null });
    }
  });
});

describe('notification scenarios', () => {
  it('notification-expired: the same content, with a window that ended yesterday', async () => {
    const seeded = await shopData();
    shop.setScenario('notification-expired');
    const value = await shopData();
    expect(value.notificationContent).toBe(seeded.notificationContent);
    expect(Date.parse(value.notificationActivation)).toBeLessThan(
      Date.parse(value.notificationExpiration),
    );
    expect(Date.parse(value.notificationExpiration)).toBeLessThan(Date.now() - 60 * 60 * 1000);
  });

  it('xss: every payload in the contexts, the notification, the trust signature; the shop stays open', async () => {
    shop.setScenario('xss');
    const value = await shopData();
    expect(value).toMatchObject({ isActive: true, isMaintenanceMode: false });
    for (const field of [
      'aboutContext',
      'privacyTermsContext',
      'conditionsContext',
      'notificationContent',
      'trustSignature',
    ]) {
      for (const payload of XSS_PAYLOADS) expect(value[field], field).toContain(payload);
    }
    expect(JSON.parse(value.contactContext).company_contact_info.basic_info.company_name).toBe(
      XSS_PAYLOADS[0],
    );
    expect(Date.parse(value.notificationActivation)).toBeLessThanOrEqual(Date.now());
  });
});

describe('no-content', () => {
  it('answers a shop without its own content', async () => {
    shop.setScenario('no-content');
    const value = await shopData();
    expect(value).toMatchObject({
      aboutContext: '',
      contactContext: '',
      notificationContent: '',
      trustSignature: '',
      features: [],
    });
    expect(value.conditionsContext).toBeNull();
    expect(value.title).toBe('فروشگاه نمونه');
  });
});

describe('malformed', () => {
  it('answers broken or wrongly shaped data where the brief says', async () => {
    shop.setScenario('malformed');
    const data = await call('GET', '/api/shop/get-data');
    expect(data.status).toBe(200);
    expect(data.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(data.text)).toThrow();

    const home = await call('GET', '/api/shop/products/home');
    expect(home.json).toMatchObject({ isSuccess: true, value: 'oops' });

    const list = await call('GET', '/api/shop/products');
    expect(list.json?.isSuccess).toBe(true);
    expect(list.json?.value.result.some((item: object) => !('title' in item))).toBe(true);

    const categories = await call('GET', '/api/shop/categories');
    expect(Array.isArray(categories.json)).toBe(true);

    const banners = await call('GET', '/api/shop/banners');
    expect(banners.status).toBe(200);
    expect(banners.headers['content-type']).toMatch(/^text\/html/);

    const cart = await call('GET', '/api/shop/users/cart', { token });
    expect(() => JSON.parse(cart.text)).toThrow();

    expect((await call('GET', '/api/shop/products/101')).json?.value.code).toBe('BK-1001');
  });
});

describe('slow', () => {
  it('delays every answer by slowDelayMs', async () => {
    shop.setScenario('slow');
    const started = performance.now();
    expect((await call('GET', '/api/shop/categories')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('cart-fails', () => {
  it('answers 500 for every cart call and leaves the rest alone', async () => {
    shop.setScenario('cart-fails');
    const calls = [
      call('GET', '/api/shop/users/cart', { token }),
      call('POST', '/api/shop/users/cart/set-item', { token, body: { productId: 101, amount: 1 } }),
      call('GET', '/api/shop/users/cart/clear', { token }),
      call('PATCH', '/api/shop/users/cart/submit', { token, body: {} }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(500);
      expect(answer.json).toMatchObject({ isFailure: true, statusCode: 500 });
    }
    expect((await call('GET', '/api/shop/users/favorites', { token })).status).toBe(200);
    shop.setScenario('default');
    expect((await call('GET', '/api/shop/users/cart', { token })).json?.value.items).toEqual([]);
  });
});

describe('log', () => {
  it('writes one line per request without phone numbers or passwords', async () => {
    lines.length = 0;
    await call('GET', '/api/shop/get-data');
    await call('POST', '/api/shop/users/login', {
      body: { phoneNumber: '09120000000', password: 'demo1234' },
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/api\/shop\/get-data 200 \d+ms$/);
    expect(lines[1]).toMatch(/^POST \/api\/shop\/users\/login 200 \d+ms$/);
    expect(lines.join('\n')).not.toMatch(/09120000000|demo1234|Bearer/);
  });
});
