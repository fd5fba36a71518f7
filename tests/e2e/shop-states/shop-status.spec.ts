import { expect, test, type APIRequestContext } from '@playwright/test';
import { STOREFRONT_ON_REPLAY } from '../../../playwright.config';
import { ROUTE_PATTERNS } from '@/lib/routing/routes';
import { CLOSED_STATES } from '@/lib/shop-state';
import { restoreOpenShop, switchScenario } from '../../support/browser/replay';

test.use({ baseURL: STOREFRONT_ON_REPLAY });

/** Waits until the storefront's kept shop data (short TTL here) reflects the switch. */
async function waitForRedirect(
  request: APIRequestContext,
  path: string,
  location: string | undefined,
) {
  await expect
    .poll(
      async () =>
        (await request.get(`${STOREFRONT_ON_REPLAY}${path}`, { maxRedirects: 0 })).headers()
          .location,
    )
    .toBe(location);
}

const concretePath = (pattern: string) =>
  pattern
    .replace('{id}', pattern.startsWith('/Product') ? 'BK-1001' : '10')
    .replace('{title}', 'x');

// Each test starts with the shop open, as the storefront sees it (its kept
// shop data may still be stale from the previous test).
test.beforeEach(async ({ request }) => {
  await switchScenario('default');
  await waitForRedirect(request, '/maintenance', '/');
});

test.afterAll(async () => {
  await restoreOpenShop();
});

for (const scenario of CLOSED_STATES) {
  test(`${scenario}: every path redirects to /maintenance, which answers 503`, async ({
    request,
  }) => {
    await switchScenario(scenario);
    await waitForRedirect(request, '/', '/maintenance');
    for (const pattern of ROUTE_PATTERNS) {
      if (pattern === '/maintenance') continue;
      const response = await request.get(`${STOREFRONT_ON_REPLAY}${concretePath(pattern)}`, {
        maxRedirects: 0,
      });
      expect(response.status(), pattern).toBe(302);
      expect(response.headers().location, pattern).toBe('/maintenance');
      expect(response.headers()['cache-control']).toBe('no-store');
    }
    const closed = await request.get(`${STOREFRONT_ON_REPLAY}/maintenance`, { maxRedirects: 0 });
    expect(closed.status()).toBe(503);
    expect(closed.headers()['retry-after']).toBeTruthy();
  });
}

test('maintenance redirects a direct load and a client navigation, and reopening goes back to /', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('خوش آمدید');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  await switchScenario('maintenance');
  await waitForRedirect(request, '/Products', '/maintenance');

  // Client navigation: the router's RSC request is redirected.
  await page
    .getByRole('navigation', { name: 'دسته‌بندی محصولات' })
    .getByRole('link', { name: 'همه محصولات' })
    .click();
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'فروشگاه در حال به‌روزرسانی است',
  );
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);

  // Direct load.
  await page.goto('/Rules');
  await expect(page).toHaveURL(/\/maintenance$/);

  // The shop reopens: /maintenance goes back to /.
  await switchScenario('default');
  await waitForRedirect(request, '/maintenance', '/');
  await page.goto('/maintenance');
  await expect(page).toHaveURL(`${STOREFRONT_ON_REPLAY}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('خوش آمدید');
});

test('failing shop data keeps the last known status (decision 0003)', async ({ request }) => {
  await switchScenario('maintenance');
  await waitForRedirect(request, '/', '/maintenance');
  await switchScenario('get-data-fails');
  // Well past the TTL (300 ms here): the failed refreshes fall back to the kept copy.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const home = await request.get(`${STOREFRONT_ON_REPLAY}/`, { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers().location).toBe('/maintenance');
  // With no copy known at all the shop is open (SPEC §4): src/server/upstream/shop-data.test.ts.
});
