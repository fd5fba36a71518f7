import { type APIRequestContext } from '@playwright/test';
import { STOREFRONT_ON_REPLAY } from '../../../playwright.config';
import { ROUTE_PATTERNS } from '@/lib/routing/routes';
import { restoreOpenShop, switchScenario } from '../../support/browser/replay';
import { expect, test } from '../../support/browser/fixtures';
import { startStorefront } from '../../support/servers/storefront-process';

/**
 * Upstream faults: whatever the shop API does, every route of
 * SPEC §2 answers without a crash or a stack trace, and the only 5xx is the
 * documented error page. The shop counts as open (no maintenance redirect).
 */
const concretePath = (pattern: string) =>
  pattern
    .replace('{id}', pattern.startsWith('/Product') ? 'BK-1001' : '10')
    .replace('{title}', 'x');
const PATHS = ROUTE_PATTERNS.filter((pattern) => pattern !== '/maintenance').map(concretePath);

async function expectEveryRouteSurvives(request: APIRequestContext, base: string, label: string) {
  for (const path of PATHS) {
    const response = await request.get(`${base}${path}`, { maxRedirects: 0, timeout: 30_000 });
    const body = await response.text();
    const where = `${label} ${path} → ${response.status()}`;
    expect(body, where).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(response.headers().location ?? '', where).not.toBe('/maintenance');
    if (response.status() === 500) {
      expect(body, where).toContain('Internal Server Error');
    } else if (response.status() >= 500) {
      // A page whose data the upstream could not give says so in Persian (502, 503, 504).
      expect([502, 503, 504], where).toContain(response.status());
      expect(body, where).toContain('<html lang="fa" dir="rtl"');
      expect(body, where).toContain('main');
    } else {
      expect([200, 301, 302, 404], where).toContain(response.status());
    }
  }
  const alive = await request.get(`${base}/healthz`);
  expect(alive.status(), `${label}: the server is still up`).toBe(200);
}

test.describe.configure({ timeout: 180_000 });

// Start from an open shop as the storefront sees it: a previous spec may have
// left its kept shop data in maintenance.
test.beforeEach(async ({ request }) => {
  await switchScenario('default');
  await expect
    .poll(
      async () =>
        (await request.get(`${STOREFRONT_ON_REPLAY}/maintenance`, { maxRedirects: 0 })).headers()
          .location,
    )
    .toBe('/');
});

test.afterAll(async () => {
  await restoreOpenShop();
});

for (const scenario of ['server-errors', 'unsuccessful', 'malformed', 'slow']) {
  test(`upstream ${scenario}: every route survives`, async ({ request }) => {
    await switchScenario(scenario);
    await expectEveryRouteSurvives(request, STOREFRONT_ON_REPLAY, scenario);
  });
}

test('upstream down: every route survives and the API answers 502 with an envelope', async ({
  request,
  ports,
}) => {
  const [port, closedPort] = ports; // nothing listens on closedPort
  const server = await startStorefront(port, { SHOP_API_URL: `http://127.0.0.1:${closedPort}` });
  try {
    const base = server.url;
    const health = (await (await request.get(`${base}/healthz`)).json()) as {
      shop: string;
      upstream: { reachable: boolean };
    };
    expect(health).toMatchObject({ shop: 'open', upstream: { reachable: false } });
    await expectEveryRouteSurvives(request, base, 'down');
    const api = await request.get(`${base}/api/shop/get-data`);
    expect(api.status()).toBe(502);
    expect(await api.json()).toMatchObject({
      isSuccess: false,
      errors: ['خطا در برقراری ارتباط با سرور'],
    });
  } finally {
    await server.stop();
  }
});
