import { expect, test } from '../../support/browser/fixtures';
import { startStorefront } from '../../support/servers/storefront-process';

/**
 * Tokens, passwords and phone numbers never reach the server's log:
 * a storefront with the fixture shop's request log on serves a login, a wrong
 * password, pages and cart calls with the session, a failing upstream page and
 * an expired session; its whole output is then searched. The log is JSON, one
 * object a line (docs/decisions/0082): every line parses, and the request lines name the
 * route pattern, never a path or a query that could hold a phone number.
 */
const PHONE = '09120000000';
const PASSWORD = 'demo1234';

test('a login and a session leave no token, password or phone number in the log', async ({
  request,
  ports,
}) => {
  test.setTimeout(60_000);
  const server = await startStorefront(ports[0], {
    SHOP_FIXTURE_LOG: '1',
    LOG_FORMAT: '',
    LOG_LEVEL: '',
  });
  const base = server.url;
  try {
    const wrong = await request.post(`${base}/api/shop/users/login`, {
      data: { phoneNumber: PHONE, password: 'not-the-password' },
    });
    expect(wrong.status()).toBe(400);
    const login = await request.post(`${base}/api/shop/users/login`, {
      data: { phoneNumber: `+98${PHONE.slice(1)}`, password: PASSWORD },
    });
    const again = await request.post(`${base}/api/shop/users/login`, {
      data: { phoneNumber: PHONE, password: PASSWORD },
    });
    const token = ((await again.json()) as { value: string }).value;
    expect(login.status()).toBe(200);
    expect(token.split('.')).toHaveLength(3);

    const withSession = {
      headers: { cookie: `auth_token=${token}`, authorization: `Bearer ${token}` },
    };
    for (const path of [
      '/Profile',
      '/Profile?tab=orders',
      '/cart',
      '/checkout',
      `/Products?q=${PHONE}`,
      `/${PHONE}`,
      `/Login?redirect=/Profile?phone=${PHONE}`,
    ]) {
      expect((await request.get(`${base}${path}`, withSession)).status(), path).toBeLessThan(500);
    }
    await request.post(`${base}/api/shop/users/cart/set-item`, {
      ...withSession,
      data: { productId: 101, unitId: 4, amount: 1 },
    });
    await request.get(`${base}/api/shop/users/profiles/1`, withSession);
    // An expired or forged session: 401 all the way.
    const forged = `${token.slice(0, -4)}AAAA`;
    await request.get(`${base}/Profile`, { headers: { cookie: `auth_token=${forged}` } });
    await request.get(`${base}/api/shop/users/cart`, {
      headers: { authorization: `Bearer ${forged}` },
    });
    // A malformed body reaches the error handling.
    await request.post(`${base}/api/shop/users/login`, {
      headers: { 'content-type': 'application/json' },
      data: `{"phoneNumber":"${PHONE}",`,
    });

    // An id from a proxy that is not trusted (SHOP_TRUST_PROXY unset) is replaced.
    const withId = await request.get(`${base}/cart`, {
      headers: { 'x-request-id': `forged-${PHONE}` },
    });
    const lastId = withId.headers()['x-request-id'] ?? '';
    expect(lastId).toMatch(/^[0-9a-f-]{36}$/);

    // The last request's line is written once its answer is out: wait for that whole line.
    await expect
      .poll(() => new RegExp(`"reqId":"${lastId}"[^\\n]*\\n`).test(server.output()))
      .toBe(true);
    expect(server.output()).toContain('[fixture-shop] POST /api/shop/users/login');
    const lines = server.output().trim().split('\n');
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line.slice(0, 80)}`);
      }
    });
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(entries.find((entry) => entry.msg === 'listening')).toBeTruthy();
    const routes = new Set(requests.map((entry) => entry.route));
    for (const route of [
      '/Profile',
      '/cart',
      '/checkout',
      '/Products',
      '/Login',
      '(unmatched)',
      '/api/shop/users/profiles/{id}',
      '/api/shop/users/cart/set-item',
    ]) {
      expect(routes, route).toContain(route);
    }
    for (const entry of requests) {
      // Every answer's line names its route pattern, status, time and time in shop API calls (docs/deploy.md, Runbook).
      expect(entry).toMatchObject({
        reqId: expect.any(String),
        method: expect.any(String),
        route: expect.any(String),
        status: expect.any(Number),
        ms: expect.any(Number),
        bytes: expect.any(Number),
        upstreamMs: expect.any(Number),
      });
      expect(String(entry.route)).not.toContain('?');
    }
    expect(requests.find((entry) => entry.route === '/Products')).toMatchObject({
      upstreamCalls: expect.any(Number),
      upstream: expect.any(Array),
    });
    for (const secret of [
      token,
      token.split('.')[1]!,
      forged,
      PASSWORD,
      'not-the-password',
      PHONE,
      PHONE.slice(1),
      `98${PHONE.slice(1)}`,
    ]) {
      expect(server.output(), `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    }
  } finally {
    await server.stop();
  }
});
