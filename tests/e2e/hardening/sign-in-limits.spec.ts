import { request } from 'undici';
import {
  CODES_PER_PHONE,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_DEVICE,
  SIGN_IN_PER_PHONE,
} from '@/lib/limits';
import {
  RIGHT_PASSWORD,
  startHostileUpstream,
  type HostileUpstream,
} from '../../support/servers/hostile-upstream';
import { notificationAlreadyRead } from '../../support/browser/notification';
import { metric } from '../../support/servers/processes';
import { logIn } from '../../support/browser/shopper';
import { startStorefront, type StorefrontProcess } from '../../support/servers/storefront-process';
import { expect, test } from '../../support/browser/fixtures';

/**
 * Sign-in calls (docs/decisions/0084) are throttled per client address and
 * per phone number in the storefront itself (429, Retry-After, the Persian
 * message, counted in metrics), and a state-changing API call from a page of
 * another site never reaches the shop API. Storefronts of their own (the
 * limits are per process): one in front of the `hostile` upstream, which
 * counts the calls that reach it, and one on the embedded shop for a shopper
 * in Chromium.
 */
const PHONE = '09120000000';
const THROTTLED = /^تعداد تلاش‌ها بیش از حد مجاز است\. لطفاً .+ دیگر دوباره تلاش کنید\.$/;
/** The metrics of the storefront in front of the upstream. */
let metrics: string;

let upstream: HostileUpstream;
let shop: StorefrontProcess;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async ({ ports }) => {
  // The second port is the shopper's storefront's, below.
  const [port, , metricsPort] = ports;
  metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  upstream = await startHostileUpstream();
  // Behind a trusted proxy, X-Forwarded-For's last address is the client: each request can be its own shopper.
  shop = await startStorefront(port, {
    SHOP_API_URL: upstream.url,
    SHOP_TRUST_PROXY: '1',
    METRICS_PORT: String(metricsPort),
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await upstream?.close();
});

test.beforeEach(() => upstream.resetCalls());

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await request(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await answer.body.text();
  return { status: answer.statusCode, headers: answer.headers, text };
}

const from = (address: string) => ({ 'x-forwarded-for': address });

test('60 wrong passwords for one phone from 60 addresses send at most 20 upstream; the rest are 429 envelopes with Retry-After and the Persian message, counted', async () => {
  const before = await metric(
    metrics,
    'storefront_sign_in_throttled_total',
    'call="login",limit="phone"',
  );
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, index) =>
      post(
        '/api/shop/users/login',
        { phoneNumber: PHONE, password: `wrong-${index}` },
        from(`198.51.100.${index + 1}`),
      ),
    ),
  );
  const upstreamCalls = upstream.calls('/api/shop/users/login');
  expect(upstreamCalls).toBeLessThanOrEqual(20);
  expect(upstreamCalls).toBe(SIGN_IN_PER_PHONE.burst);
  const throttled = answers.filter((answer) => answer.status === 429);
  expect(throttled).toHaveLength(60 - SIGN_IN_PER_PHONE.burst);
  for (const answer of throttled) {
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const envelope = JSON.parse(answer.text) as {
      isSuccess: boolean;
      errors: string[];
      statusCode: number;
    };
    expect(envelope).toMatchObject({ isSuccess: false, statusCode: 429 });
    expect(envelope.errors[0]).toMatch(THROTTLED);
  }
  expect(answers.filter((answer) => answer.status === 400)).toHaveLength(SIGN_IN_PER_PHONE.burst);
  expect(
    await metric(metrics, 'storefront_sign_in_throttled_total', 'call="login",limit="phone"'),
  ).toBe(before + 60 - SIGN_IN_PER_PHONE.burst);
  // Another spelling of the same number is the same number.
  expect(
    (
      await post(
        '/api/shop/users/login',
        { PhoneNumber: '+98 912 000 0000', password: 'x' },
        from('198.51.100.200'),
      )
    ).status,
  ).toBe(429);
});

test('one address: its burst of sign-in calls passes, the rest are 429s whatever phone they name (all five calls count together: src/server/protection/sign-in-throttle.test.ts)', async () => {
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 2 * SIGN_IN_PER_ADDRESS.burst }, (_, index) =>
      post(
        '/api/shop/users/login',
        { phoneNumber: `0935${String(index).padStart(7, '0')}`, password: 'x' },
        from('203.0.113.7'),
      ),
    ),
  );
  // The address gets a token back every 60 / perMinute seconds: a coarse allowance for a slow machine.
  const refilled = Math.ceil(((Date.now() - started) / 60_000) * SIGN_IN_PER_ADDRESS.perMinute);
  const reached = upstream.calls('/api/shop/users/login');
  expect(reached).toBeGreaterThanOrEqual(SIGN_IN_PER_ADDRESS.burst);
  expect(reached).toBeLessThanOrEqual(SIGN_IN_PER_ADDRESS.burst + refilled);
  const throttled = answers.filter((answer) => answer.status === 429);
  expect(throttled.length).toBe(answers.length - reached);
  expect(Number(throttled[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
});

test('a body naming more than one phone is a 400 that counts nothing: 10 floods of 20,000 spellings leave the shopper signing in', async () => {
  const victim = '09351234567';
  // 'phonenumber' in each of its 2,048 casings, behind 0 to 9 underscores: about 700 KB, inside the 1 MiB a body may have.
  const casing = (mask: number) =>
    [...'phonenumber']
      .map((letter, at) => (mask & (1 << at) ? letter.toUpperCase() : letter))
      .join('');
  const spellings = Array.from(
    { length: 20_000 },
    (_, index) => `${'_'.repeat(Math.floor(index / 2048))}${casing(index % 2048)}`,
  );
  const flood = Object.fromEntries(
    spellings.map((key, index) => [key, [victim, '09351111111', '09352222222'][index % 3]]),
  );
  flood.password = 'guess';
  for (let round = 0; round < 10; round += 1) {
    const answer = await post('/api/shop/users/login', flood, from('203.0.113.99'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).errors).toEqual(['شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۳۴۵۶۷۸۹.']);
  }
  expect(upstream.calls('/api/shop/users/login')).toBe(0);
  for (const phone of [victim, '09351111111', '09352222222']) {
    const answer = await post(
      '/api/shop/users/login',
      { phoneNumber: phone, password: RIGHT_PASSWORD },
      from('198.51.100.77'),
    );
    expect(answer.status, phone).toBe(200);
  }
  expect(
    (await post('/api/shop/users/login', 'phoneNumber=09351234567', from('198.51.100.77'))).status,
  ).toBe(400);
});

test('someone polling a locked number from one address pays for it; the shopper with the right password from another gets in', async () => {
  const victim = '09361234567';
  for (let index = 0; index < SIGN_IN_PER_DEVICE.burst; index += 1) {
    expect(
      (
        await post(
          '/api/shop/users/login',
          { phoneNumber: victim, password: `wrong-${index}` },
          from('203.0.113.66'),
        )
      ).status,
    ).toBe(400);
  }
  let polls = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      await post(
        '/api/shop/users/login',
        { phoneNumber: victim, password: 'poll' },
        from('203.0.113.66'),
      );
      polls += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const shopper: number[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_250));
    shopper.push(
      (
        await post(
          '/api/shop/users/login',
          { phoneNumber: victim, password: RIGHT_PASSWORD },
          from('198.51.100.66'),
        )
      ).status,
    );
  }
  polling = false;
  await poller;
  expect(shopper).toEqual([200, 200, 200, 200]);
  expect(polls).toBeGreaterThan(10);
  // The polls reached the shop once a minute at most, and each refusal cost the attacker's address a token.
  expect(upstream.calls('/api/shop/users/login')).toBeLessThanOrEqual(
    SIGN_IN_PER_DEVICE.burst + 4 + 1,
  );
  expect(
    await metric(metrics, 'storefront_sign_in_throttled_total', 'call="login",limit="device"'),
  ).toBeGreaterThanOrEqual(polls - 1);
});

test('a device that signed in keeps its own count: the number closed by a spread-out attack still opens for it', async () => {
  const victim = '09371234567';
  const first = await post(
    '/api/shop/users/login',
    { phoneNumber: victim, password: RIGHT_PASSWORD },
    from('198.51.100.88'),
  );
  expect(first.status).toBe(200);
  const cookie = String(first.headers['set-cookie']);
  expect(cookie).toMatch(
    /^sign_in_device=[\w-]+\.[\w-]+; Path=\/api\/shop\/users; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
  );
  const device = { cookie: cookie.split(';')[0]! };
  // Three addresses use up the phone's count from everywhere else.
  for (let index = 0; index < SIGN_IN_PER_PHONE.burst + 5; index += 1) {
    await post(
      '/api/shop/users/login',
      { phoneNumber: victim, password: `wrong-${index}` },
      from(`203.0.113.${150 + (index % 3)}`),
    );
  }
  expect(
    (
      await post(
        '/api/shop/users/login',
        { phoneNumber: victim, password: RIGHT_PASSWORD },
        from('198.51.100.89'),
      )
    ).status,
  ).toBe(429);
  expect(
    (
      await post(
        '/api/shop/users/login',
        { phoneNumber: victim, password: RIGHT_PASSWORD },
        { ...from('198.51.100.89'), ...device },
      )
    ).status,
  ).toBe(200);
  // The cookie proves this phone only, and a forged one proves nothing.
  expect(
    (
      await post(
        '/api/shop/users/login',
        { phoneNumber: victim, password: RIGHT_PASSWORD },
        { ...from('198.51.100.89'), cookie: `${device.cookie}x` },
      )
    ).status,
  ).toBe(429);
});

test('one-time codes: three go to one phone, the fourth is a 429 for two minutes', async () => {
  const statuses: number[] = [];
  for (let index = 0; index <= CODES_PER_PHONE.burst; index += 1) {
    statuses.push(
      (
        await post(
          '/api/shop/users/password/send-code',
          { phoneNumber: '09360000000' },
          from(`192.0.2.${index + 1}`),
        )
      ).status,
    );
  }
  expect(statuses.slice(0, CODES_PER_PHONE.burst).every((status) => status !== 429)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect(upstream.calls('/api/shop/users/password/send-code')).toBe(CODES_PER_PHONE.burst);
});

test('state-changing calls sent by another site are a 403 envelope that never reaches the shop API; the shop’s own and non-browser calls pass', async () => {
  const before = await metric(metrics, 'storefront_cross_site_refused_total');
  const cases: Array<[Record<string, string>, 'refused' | 'sent']> = [
    [{ origin: 'https://evil.example', 'content-type': 'text/plain' }, 'refused'],
    [{ 'sec-fetch-site': 'cross-site' }, 'refused'],
    [{ 'sec-fetch-site': 'same-site', origin: 'http://shop.evil.example' }, 'refused'],
    [{ origin: 'null' }, 'refused'],
    [{ 'sec-fetch-site': 'same-origin', origin: shop.url }, 'sent'],
    [{ origin: shop.url }, 'sent'],
    [{}, 'sent'],
  ];
  for (const [index, [headers, outcome]] of cases.entries()) {
    const answer = await post(
      '/api/shop/users/signup',
      { phoneNumber: `0937000000${index}`, password: 'x' },
      { ...from(`192.0.2.${100 + index}`), ...headers },
    );
    if (outcome === 'refused') {
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.text).errors).toEqual([
        'این درخواست از سایت دیگری فرستاده شده و پذیرفته نشد.',
      ]);
    } else {
      expect(answer.status, JSON.stringify(headers)).not.toBe(403);
    }
  }
  expect(upstream.calls('/api/shop/users/signup')).toBe(
    cases.filter(([, outcome]) => outcome === 'sent').length,
  );
  // Emptying the cart is a GET that changes state.
  const clear = await request(`${shop.url}/api/shop/users/cart/clear`, {
    headers: { 'sec-fetch-site': 'cross-site', authorization: 'Bearer x' },
  });
  await clear.body.dump();
  expect(clear.statusCode).toBe(403);
  expect(upstream.calls('/api/shop/users/cart/clear')).toBe(0);
  expect(await metric(metrics, 'storefront_cross_site_refused_total')).toBe(
    before + cases.filter(([, outcome]) => outcome === 'refused').length + 1,
  );
});

test('a real browser’s cross-site POST (text/plain, no-cors) from another origin never reaches the shop API', async ({
  page,
}) => {
  await page.goto(`${upstream.url}/another-site`);
  await page.evaluate(async (target) => {
    await fetch(`${target}/api/shop/users/login`, {
      method: 'POST',
      mode: 'no-cors',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ phoneNumber: '09380000000', password: 'guess' }),
    });
  }, shop.url);
  expect(upstream.calls('/api/shop/users/login')).toBe(0);
});

test.describe('a shopper in the login form', () => {
  let embedded: StorefrontProcess;
  test.beforeAll(async ({ ports }) => {
    embedded = await startStorefront(ports[1]);
  });
  test.afterAll(async () => embedded?.stop());
  test.use({
    storageState: async ({ ports }, use) =>
      use(notificationAlreadyRead([`http://127.0.0.1:${ports[1]}`])),
  });

  test('mistypes three times, then signs in; once a phone’s attempts are used up, the form shows the Persian message', async ({
    page,
  }) => {
    await page.goto(`${embedded.url}/Login`);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await logIn(page, { phone: PHONE, password: `wrong-${attempt}` });
      await expect(
        page.getByRole('alert').filter({ hasText: 'شماره موبایل یا رمز عبور اشتباه است.' }),
      ).toBeVisible();
    }
    await logIn(page, { phone: PHONE, password: 'demo1234' });
    await expect(page).not.toHaveURL(/\/Login/);

    // Another phone's attempts from this address used up (someone behind the same address): the form says so, in Persian.
    const victim = '09130000000';
    for (let attempt = 0; attempt < SIGN_IN_PER_DEVICE.burst; attempt += 1) {
      const answer = await fetch(`${embedded.url}/api/shop/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: victim, password: `wrong-${attempt}` }),
      });
      expect(answer.status).toBe(400);
    }
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.removeItem('auth_token'));
    await page.goto(`${embedded.url}/Login`);
    await logIn(page, { phone: victim, password: 'demo1234' });
    const banner = page.getByRole('alert').filter({ hasText: 'تعداد تلاش‌ها بیش از حد مجاز است' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText(THROTTLED);
    await page.screenshot({ path: test.info().outputPath('login-throttled-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('login-throttled-390.png') });
  });
});
