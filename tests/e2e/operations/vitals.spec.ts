import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { request } from 'undici';
import { VITALS_READY_MARK } from '@/lib/vitals';
import { VITALS_BEACON_BURST, VITALS_BODY_MAX_BYTES } from '@/lib/limits';
import { notificationAlreadyRead } from '../../support/browser/notification';
import { startStorefront, type StorefrontProcess } from '../../support/servers/storefront-process';
import { expect, test } from '../../support/browser/fixtures';

/**
 * Real-user vitals (docs/decisions/0085): shoppers' browsers report
 * LCP, INP, CLS, FCP and TTFB to POST /_vitals, and the storefront's metrics
 * port holds them as histograms by route pattern. A storefront of the test's
 * own (and its metrics port) that believes X-Forwarded-For, so that each test
 * can speak as a client of its own; a closed shop on a third port.
 */
let METRICS: string;
let shop: StorefrontProcess;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async ({ ports }) => {
  const [port, metricsPort] = ports;
  METRICS = `http://127.0.0.1:${metricsPort}/metrics`;
  shop = await startStorefront(port, { METRICS_PORT: String(metricsPort), SHOP_TRUST_PROXY: '1' });
});

test.afterAll(async () => {
  await shop?.stop();
});

test.use({
  storageState: async ({ ports }, use) =>
    use(notificationAlreadyRead([`http://127.0.0.1:${ports[0]}`])),
});

/** The count of a histogram's observations for a route pattern, summed over connection types. */
async function observations(metric: string, route: string): Promise<number> {
  const text = await fetch(METRICS).then((answer) => answer.text());
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}_count{`) && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** Waits until the browser has timed the last click: it does so after the next paint, and a page left sooner never had it. */
async function interactionMeasured(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'first-input', buffered: true }),
      ),
  );
}

/** Opens a page and waits until its vitals beacon measures; returns the beacon's script URL. */
async function openAndWaitForBeacon(page: Page, path: string): Promise<string> {
  const beaconScript = page.waitForResponse((answer) =>
    /\/assets\/report-vitals-[\w-]+\.js$/.test(answer.url()),
  );
  await page.goto(`${shop.url}${path}`);
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    VITALS_READY_MARK,
  );
  return (await beaconScript).url();
}

test('pages a shopper leaves report LCP, INP and CLS under their route patterns, on the metrics port', async ({
  page,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const routes = [
    { path: '/Products', pattern: '/Products' },
    { path: '/Product/BK-1001/x', pattern: '/Product/{id}/{title}' },
  ];
  const before = await Promise.all(
    routes.map(({ pattern }) => observations('web_vitals_inp_seconds', pattern)),
  );
  for (const { path } of routes) {
    await openAndWaitForBeacon(page, path);
    await page.locator('h1').first().click();
    await interactionMeasured(page);
  }
  // Leaving the last page hides it: its beacon goes out too.
  await page.goto('about:blank');

  for (const [index, { pattern }] of routes.entries()) {
    for (const metric of [
      'web_vitals_lcp_seconds',
      'web_vitals_cls',
      'web_vitals_fcp_seconds',
      'web_vitals_ttfb_seconds',
    ]) {
      await expect
        .poll(() => observations(metric, pattern), { message: `${metric} of ${pattern}` })
        .toBeGreaterThan(0);
    }
    await expect
      .poll(() => observations('web_vitals_inp_seconds', pattern), {
        message: `INP of ${pattern} after a click`,
      })
      .toBeGreaterThan(before[index]!);
  }
  const text = await fetch(METRICS).then((answer) => answer.text());
  expect(text).toMatch(
    /web_vitals_lcp_seconds_bucket\{le="2\.5",route="\/Products",connection="(4g|3g|2g|slow-2g|unknown)"\} \d+/,
  );
  expect(text).toMatch(/web_vitals_beacons_total\{result="accepted"\} [1-9]/);
  expect(cspViolations).toEqual([]);
  // The request lines name the beacon's route, never the page's path.
  expect(shop.output()).toMatch(/"method":"POST","route":"\/_vitals","status":204/);
});

test('the beacon is loaded after the page, in one small file', async ({ page }) => {
  const url = await openAndWaitForBeacon(page, '/');
  const timing = await page.evaluate((script) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const beacon = performance.getEntriesByName(script)[0];
    return { loadEnd: navigation.loadEventEnd, beaconStart: beacon?.startTime ?? -1 };
  }, url);
  expect(timing.loadEnd).toBeGreaterThan(0);
  expect(timing.beaconStart).toBeGreaterThanOrEqual(timing.loadEnd);
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  expect(gzipSync(bytes, { level: 9 }).length, 'the beacon, gzipped').toBeLessThanOrEqual(4 * 1024);
});

/**
 * A beacon sent as one client (X-Forwarded-For, believed by this storefront):
 * its status. undici's request reads an answer that comes before the whole
 * body has been sent (a 413 told by Content-Length closes the connection).
 */
async function send(
  client: string,
  body: string | Buffer | Readable,
  headers: Record<string, string> = {},
): Promise<number> {
  const answer = await request(`${shop.url}/_vitals`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': client, ...headers },
  });
  await answer.body.dump();
  return answer.statusCode;
}

const good = {
  route: '/',
  connection: '4g',
  metrics: [{ name: 'LCP', value: 1200, navigation: 'navigate' }],
};

test('junk is refused with a 4xx, never a 5xx, and never recorded', async () => {
  const client = '203.0.113.7';
  // A route no page of this file opens: a page an earlier test left may still send its last beacon meanwhile.
  const probe = { ...good, route: '/About-us' };
  const recorded = () => observations('web_vitals_lcp_seconds', probe.route);
  const recordedBefore = await recorded();
  const random = randomBytes(200 * 1024);
  const chunks = Array.from({ length: random.length / (16 * 1024) }, (_, index) =>
    random.subarray(index * 16 * 1024, (index + 1) * 16 * 1024),
  );
  const junk: Array<[string, Promise<number>]> = [
    ['200 KB of random bytes', send(client, random)],
    ['200 KB of random bytes without a length', send(client, Readable.from(chunks))],
    [
      'one byte over the limit',
      send(client, JSON.stringify(probe).padEnd(VITALS_BODY_MAX_BYTES + 1, ' ')),
    ],
    [
      'a wrong name',
      send(
        client,
        JSON.stringify({ ...probe, metrics: [{ name: 'FID', value: 10, navigation: 'navigate' }] }),
      ),
    ],
    ['NaN', send(client, JSON.stringify(probe).replace('1200', 'NaN'))],
    [
      'a huge value',
      send(
        client,
        JSON.stringify({
          ...probe,
          metrics: [{ name: 'LCP', value: 1e15, navigation: 'navigate' }],
        }),
      ),
    ],
    ['an unknown route', send(client, JSON.stringify({ ...probe, route: '/wp-admin' }))],
    ['a URL besides', send(client, JSON.stringify({ ...probe, url: '/Products?q=09120000000' }))],
    ['an empty body', send(client, '')],
    [
      'from a page of another site',
      send(client, JSON.stringify(probe), { 'sec-fetch-site': 'cross-site' }),
    ],
    [
      'from another origin',
      send(client, JSON.stringify(probe), { origin: 'https://elsewhere.example' }),
    ],
  ];
  for (const [what, status] of junk) {
    const code = await status;
    expect(code, what).toBeGreaterThanOrEqual(400);
    expect(code, what).toBeLessThan(500);
  }
  expect(
    await send(client, JSON.stringify(probe).padEnd(VITALS_BODY_MAX_BYTES, ' ')),
    'at the limit',
  ).toBe(204);
  expect(await recorded()).toBe(recordedBefore + 1);
  expect((await fetch(`${shop.url}/_vitals`)).status, 'GET').toBe(405);
});

test('a client sending more than its share of beacons gets 429 and others are still heard', async () => {
  const statuses: number[] = [];
  for (let sent = 0; sent < VITALS_BEACON_BURST + 5; sent += 1)
    statuses.push(await send('203.0.113.8', JSON.stringify(good)));
  expect(statuses.slice(0, VITALS_BEACON_BURST).every((status) => status === 204)).toBe(true);
  expect(statuses.slice(VITALS_BEACON_BURST)).toContain(429);
  expect(await send('203.0.113.9', JSON.stringify(good))).toBe(204);
});

test.describe('a closed shop', () => {
  let closed: StorefrontProcess;
  test.beforeAll(async ({ ports }) => {
    closed = await startStorefront(ports[2], {
      SHOP_FIXTURES: 'maintenance',
      SHOP_VITALS_SAMPLE: '0',
    });
  });
  test.afterAll(async () => {
    await closed?.stop();
  });

  test('still takes beacons: neither the maintenance redirect nor the guards touch them', async () => {
    expect((await fetch(`${closed.url}/`, { redirect: 'manual' })).headers.get('location')).toBe(
      '/maintenance',
    );
    const answer = await fetch(`${closed.url}/_vitals`, {
      method: 'POST',
      body: JSON.stringify(good),
      redirect: 'manual',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('location')).toBeNull();
  });

  test('with SHOP_VITALS_SAMPLE=0 no page loads the beacon', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${closed.url}/maintenance`, { waitUntil: 'networkidle' });
    await expect(page.locator('meta[name="vitals-sample"]')).toHaveAttribute('content', '0');
    await page.goto('about:blank');
    expect(
      scripts.filter((url) => url.includes('report-vitals') || url.endsWith('/_vitals')),
    ).toEqual([]);
  });
});
