import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from '@playwright/test';
import { STOREFRONT } from '../../../playwright.config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import { FAVOURITE_MESSAGES } from '@/features/favourites/messages';
import { OFFLINE_BANNER, OFFLINE_PAGE_MESSAGES } from '@/features/offline/messages';
import { productPath } from '@/lib/routing/product-path';
import { REACHABILITY_CHECK, webAppManifest } from '@/lib/offline/web-app';
import { OFFLINE_MESSAGE } from '@/ui/offline-message';
import { startStorefront, type StorefrontProcess } from '../../support/servers/storefront-process';
import { expect, test } from '../../support/browser/fixtures';

/**
 * The app-like shop: the installable app, the service worker's kept copies and what it
 * never keeps, the offline banner and page, a new build, the kill switch
 * (docs/decisions/0090). The other specs block the worker (playwright.config.ts);
 * these allow it, each in its own context, which takes its worker with it.
 * The storefronts these tests start and stop take the first of the worker's ports.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const BOOK = productPath({ code: 'BK-1001', title: 'کتاب بوف کور' });
const PERSONAL = /\/(?:Profile|cart|checkout|Settlement|Favorites)(?:[/?.]|$)|\/api\//i;

/**
 * A shopper at the page: the pointer moves over it, again until `done` (the
 * first moves may come before React has taken over). The offline support
 * loads its extras (the worker's registration, the banner, fetching ahead) at
 * that first touch (docs/decisions/0090).
 */
async function touchUntil(page: Page, done: () => boolean | Promise<boolean>): Promise<void> {
  let moves = 0;
  await expect
    .poll(
      async () => {
        moves += 1;
        await page.mouse.move(30 + (moves % 2) * 40, 120 + (moves % 2) * 40);
        return done();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Touches the page until the service worker controls it. */
async function controlledByWorker(page: Page): Promise<void> {
  await touchUntil(page, () => page.evaluate(() => navigator.serviceWorker.controller !== null));
}

/** Whether the page has loaded the offline support's extras (src/features/offline/OfflineExtras.tsx) since this was called. */
function extrasLoaded(page: Page): () => boolean {
  let loaded = false;
  page.on('requestfinished', (request) => {
    if (/\/assets\/OfflineExtras-[^/]+\.js$/.test(request.url())) loaded = true;
  });
  return () => loaded;
}

/**
 * The names of the caches the page's origin has. Polls that wait for a cache
 * to go read only these: keptCopies opens each cache by name, and an open that
 * comes just after the worker deleted one makes it again, empty, for good.
 */
function keptCacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** Every URL the page's origin keeps in the Cache API, by cache. */
function keptCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys())
      kept[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return kept;
  });
}

const banner = (page: Page) => page.locator('.offline-status__banner');

/** The listing, visited with the worker in control, then opened again offline: its kept copy, with the banner. */
async function openKeptListingOffline(context: BrowserContext, page: Page): Promise<void> {
  await page.goto('/');
  await controlledByWorker(page);
  await page.goto('/Products');
  await expect
    .poll(async () => Object.values(await keptCopies(page)).flat())
    .toContain(`${STOREFRONT}/Products`);
  await context.setOffline(true);
  await page.goto('/Products');
  await expect(banner(page)).toBeVisible();
}

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('the web app manifest: the shop’s title, Persian right to left, standalone, and icons of the sizes it names', async ({
  page,
  request,
}) => {
  // Not on the first load's way (Lighthouse's simulated LCP counted its fetch): the link comes with the first touch.
  const first = await request.get('/');
  expect(await first.text()).not.toContain('rel="manifest"');
  await page.goto('/');
  await touchUntil(page, () =>
    page
      .locator('link[rel="manifest"]')
      .count()
      .then((count) => count > 0),
  );
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Record<string, unknown> & {
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  // Served whole as the shop's title makes it (webAppManifest's unit test pins its fields).
  expect(manifest).toEqual(webAppManifest('فروشگاه نمونه'));
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const picture = await request.get(icon.src);
    expect(picture.headers()['content-type']).toBe('image/png');
    const side = Number(icon.sizes.split('x')[0]);
    expect(pngSize(await picture.body())).toEqual([side, side]);
  }
});

test('installable: Chromium’s own check finds nothing missing', async () => {
  // An incognito context is never installable: this one keeps a profile of its own.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'storefront-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${STOREFRONT}/`);
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline after a visit: kept pages open with the banner, others show the offline page, nothing personal is kept', async ({
  context,
  page,
  shopper: _shopper,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  await page.goto(BOOK);
  await expect(page.getByRole('heading', { level: 1, name: 'کتاب بوف کور' })).toBeVisible();
  await page.goto('/Profile');
  await expect(page).toHaveURL(/\/Profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The copies are written as the answers stream in: wait until both pages are there.
  await expect
    .poll(async () => Object.values(await keptCopies(page)).flat())
    .toEqual(expect.arrayContaining([`${STOREFRONT}/`, `${STOREFRONT}${BOOK}`]));
  await context.setOffline(true);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'به فروشگاه نمونه خوش آمدید' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'پیشنهادهای ویژه' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(banner(page)).toHaveText(OFFLINE_BANNER);

  await page.goto(BOOK);
  await expect(page.getByRole('heading', { level: 1, name: 'کتاب بوف کور' })).toBeVisible();
  await expect(banner(page)).toBeVisible();

  // Never opened: the offline page, in the shop's layout, able to try again.
  await page.goto('/category/11');
  await expect(page).toHaveURL(/\/offline\?from=%2Fcategory%2F11$/);
  await expect(
    page.getByRole('heading', { level: 1, name: OFFLINE_PAGE_MESSAGES.title }),
  ).toBeVisible();
  await expect(
    page.locator('.site-header').getByRole('link', { name: 'فروشگاه نمونه — صفحه اصلی' }),
  ).toBeVisible();
  await expect(page.locator('.site-header').getByRole('link', { name: /^سبد خرید/ })).toBeVisible();
  await expect(page.getByRole('button', { name: OFFLINE_PAGE_MESSAGES.retry })).toBeVisible();

  // A personal page is never kept: offline it is the offline page too.
  await page.goto('/Profile');
  await expect(page).toHaveURL(/\/offline\?from=%2FProfile$/);

  const kept = Object.values(await keptCopies(page)).flat();
  expect(kept.filter((url) => PERSONAL.test(new URL(url).pathname))).toEqual([]);
  expect(kept).toContain(`${STOREFRONT}/offline`);
});

test('logout has the worker forget the pages looked at; the build’s files stay', async ({
  page,
  shopper: _shopper,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  await page.goto(BOOK);
  const book = `${STOREFRONT}${BOOK}`;
  await expect.poll(async () => Object.values(await keptCopies(page)).flat()).toContain(book);

  await page.goto('/Profile');
  await page.getByRole('button', { name: 'خروج از حساب' }).click();
  // Home, where logout leads, may be kept anew; what was looked at before is gone.
  await expect.poll(async () => Object.values(await keptCopies(page)).flat()).not.toContain(book);
  expect((await keptCacheNames(page)).some((name) => name.startsWith('storefront-build-'))).toBe(
    true,
  );
});

test('the worker never sends the router’s etags on: what it keeps and what a proxy keeps behind it is whole', async ({
  context,
  page,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  const asked = new Map<'page' | 'worker', Record<string, string>>();
  context.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/RSC/R/Contact-us.txt') return;
    asked.set(request.serviceWorker() ? 'worker' : 'page', request.headers());
  });
  await page.locator('footer').getByRole('link', { name: 'تماس با ما' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تماس با ما' })).toBeVisible();
  // Waku's router named what it holds (docs/decisions/0083); the worker's own fetch did not pass it on.
  expect(asked.get('page')?.['x-waku-etags']).toBeTruthy();
  expect(asked.get('worker')).toBeDefined();
  expect(asked.get('worker')).not.toHaveProperty('x-waku-etags');
});

test('back online, the banner goes and the page is fetched again', async ({ context, page }) => {
  await openKeptListingOffline(context, page);

  // Watched before the connection returns: the browser may say so itself at once, and the page
  // refetches then (a second 'online' finds the route already fresh and asks nothing).
  const refetched = page.waitForRequest((asked) => asked.url().includes('/RSC/R/Products.txt'));
  await context.setOffline(false);
  // A page loaded offline is not always told when the connection returns (Chromium's offline
  // emulation leaves it thinking it is online): it is told here as a device's browser tells it.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await refetched;
  await expect(banner(page)).toHaveCount(0);
});

test('the page’s connection back before the worker’s: the shopper stays on the kept page until both are', async ({
  browser,
  context,
  page,
}) => {
  await openKeptListingOffline(context, page);
  const left: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) left.push(frame.url());
  });

  // The page's network comes back, the worker's not yet (as Playwright brings a context's pages online
  // before its workers, and a device may): the worker is held offline by a DevTools session of its own.
  const devtools = await browser.newBrowserCDPSession();
  const { targetInfos } = await devtools.send('Target.getTargets');
  const worker = targetInfos.find(
    (target) => target.type === 'service_worker' && target.url.startsWith(STOREFRONT),
  );
  expect(worker, 'the storefront’s worker').toBeDefined();
  const { sessionId } = await devtools.send('Target.attachToTarget', {
    targetId: worker!.targetId,
    flatten: false,
  });
  const workerNetwork = async (offline: boolean) => {
    await devtools.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({
        id: offline ? 1 : 2,
        method: 'Network.emulateNetworkConditions',
        params: { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
      }),
    });
  };
  await workerNetwork(true);
  await context.setOffline(false);
  const isCheck = (asked: Request) =>
    new URL(asked.url()).pathname === REACHABILITY_CHECK.path &&
    asked.method() === REACHABILITY_CHECK.method;
  const checked = Promise.race([
    page.waitForEvent('requestfinished', isCheck),
    page.waitForEvent('requestfailed', isCheck),
  ]);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await checked;
  // What a check on the page's network alone set off (a refresh the worker could not fetch, which
  // left for the offline page) took far less than this.
  await page.waitForTimeout(1000);
  expect(left, 'the page stayed where it was').toEqual([]);
  await expect(banner(page)).toBeVisible();

  const refetched = page.waitForRequest((asked) => asked.url().includes('/RSC/R/Products.txt'));
  await workerNetwork(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await refetched;
  await expect(banner(page)).toHaveCount(0);
  expect(left).toEqual([]);
  await devtools.detach();
});

test('offline, the cart, the favourites and forms say they need the connection and keep what was typed', async ({
  context,
  page,
  shopper: _shopper,
}) => {
  await page.goto(BOOK);
  await controlledByWorker(page);
  await expect(page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true })).toBeEnabled();
  await context.setOffline(true);
  await expect(banner(page)).toHaveText(OFFLINE_BANNER);

  // Each says it once; the toast is closed before the next, so that each is seen.
  const saidOnce = async () => {
    const said = page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGE });
    await expect(said).toHaveCount(1);
    await said.getByRole('button', { name: 'بستن اعلان' }).click();
    await expect(said).toHaveCount(0);
  };

  await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
  await saidOnce();
  await expect(page.locator('.site-header').getByRole('link', { name: 'سبد خرید' })).toBeVisible();

  await page.getByRole('button', { name: FAVOURITE_MESSAGES.add }).first().click();
  await saidOnce();

  // The header's search box (a combobox once it offers suggestions).
  const search = page.getByRole('search').getByLabel('جستجو در محصولات', { exact: true });
  await search.fill('دیوان حافظ');
  await search.press('Enter');
  await saidOnce();
  await expect(page).toHaveURL(new RegExp(`${BOOK.replace(/[.?]/g, '\\$&')}$`));
  await expect(search).toHaveValue('دیوان حافظ');
});

test('links in view on the listing are fetched ahead, a few at a time, and a tap opens one from memory', async ({
  page,
}) => {
  const fetchedAhead: string[] = [];
  const arrived = new Set<string>();
  page.on('request', (asked) => {
    if (/\/RSC\/R\/Product\//.test(asked.url())) fetchedAhead.push(asked.url());
  });
  page.on('requestfinished', (request) => arrived.add(request.url()));
  await page.goto('/Products');
  // Nothing is fetched ahead before the shopper is at the page.
  await page.waitForLoadState('networkidle');
  expect(fetchedAhead).toEqual([]);
  await touchUntil(page, () => fetchedAhead.length > 0);
  // Fetching ahead has settled: every payload asked for has arrived, and no new one in 500 ms.
  // (Waiting for 'networkidle' again would not wait: a page reaches that state once.)
  let counted = -1;
  await expect
    .poll(
      () => {
        const settled =
          fetchedAhead.length === counted && fetchedAhead.every((url) => arrived.has(url));
        counted = fetchedAhead.length;
        return settled;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
  expect(fetchedAhead.length).toBeLessThanOrEqual(8);

  // A card whose payload has arrived opens without asking the network for it again.
  const first = new URL(fetchedAhead[0] ?? '').pathname
    .replace(/^\/RSC\/R/, '')
    .replace(/\.txt$/, '');
  const card = page
    .locator(
      `main a.product-card__link[href="${decodeURI(first)}"], main a.product-card__link[href="${first}"]`,
    )
    .first();
  const asked: string[] = [];
  page.on('request', (next) => asked.push(new URL(next.url()).pathname));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${first.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    asked.filter((pathname) => pathname === first || pathname.startsWith(`/RSC/R${first}`)),
  ).toEqual([]);
});

test('a kept picture past its max-age answers at once and is fetched again behind it; a variant of a media id never is', async ({
  context,
  page,
}) => {
  const LOGO = `${STOREFRONT}/_img/48/logo`; // public, max-age=3600: the URL stays when the shop changes its logo
  const VARIANT = `${STOREFRONT}/_img/240/m/1da190a8-e0c8-551a-9f5e-34aabb2fd33e`; // immutable
  await page.goto('/');
  await controlledByWorker(page);
  const viewBoth = () =>
    page.evaluate(
      (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).status)),
      [LOGO, VARIANT],
    );
  expect(await viewBoth()).toEqual([200, 200]);
  await expect
    .poll(async () => (await keptCopies(page))['storefront-images'])
    .toEqual(expect.arrayContaining([LOGO, VARIANT]));

  // Both kept copies two hours old: past the logo's max-age, far within the variant's.
  const keptDates = () =>
    page.evaluate(
      async (urls) => {
        const cache = await caches.open('storefront-images');
        return Promise.all(
          urls.map(async (url) => Date.parse((await cache.match(url))?.headers.get('date') ?? '')),
        );
      },
      [LOGO, VARIANT],
    );
  await page.evaluate(
    async (urls) => {
      const cache = await caches.open('storefront-images');
      for (const url of urls) {
        const kept = (await cache.match(url))!;
        const headers = new Headers(kept.headers);
        headers.set('date', new Date(Date.now() - 2 * 3600_000).toUTCString());
        await cache.put(
          url,
          new Response(await kept.arrayBuffer(), { status: kept.status, headers }),
        );
      }
    },
    [LOGO, VARIANT],
  );
  const [agedLogo, agedVariant] = await keptDates();

  const fetchedByWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fetchedByWorker.push(request.url());
  });
  expect(await viewBoth()).toEqual([200, 200]);
  // The logo's kept copy answered, and the worker fetched it again behind it: the next view is current.
  await expect.poll(async () => (await keptDates())[0]).toBeGreaterThan(agedLogo!);
  expect(fetchedByWorker).toContain(LOGO);
  expect(fetchedByWorker).not.toContain(VARIANT);
  expect((await keptDates())[1]).toBe(agedVariant);
});

test('nothing is fetched ahead under Save-Data', async ({ context, page }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const fetchedAhead: string[] = [];
  page.on('request', (asked) => {
    if (/\/RSC\/R\//.test(asked.url())) fetchedAhead.push(asked.url());
  });
  const loaded = extrasLoaded(page);
  await page.goto('/Products');
  expect(
    await page.evaluate(
      () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData,
    ),
  ).toBe(true);
  // The shopper is at the page (the code that fetches ahead has arrived), over a card, scrolling.
  await touchUntil(page, loaded);
  await page.locator('main a.product-card__link').first().hover();
  await page.mouse.wheel(0, 1500);
  await page.waitForLoadState('networkidle');
  expect(fetchedAhead).toEqual([]);
});

/** A copy of this build whose service worker names another build: what a deploy looks like to a browser. */
function anotherBuild(): { dir: string; buildId: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-next-build-'));
  cpSync('dist', path.join(dir, 'dist'), { recursive: true });
  cpSync('package.json', path.join(dir, 'package.json'));
  for (const shared of ['node_modules', 'fixtures'])
    symlinkSync(path.resolve(shared), path.join(dir, shared));
  const file = path.join(dir, 'dist', 'service-worker.js');
  const worker = readFileSync(file, 'utf8');
  const current = /\bid: "([0-9a-f]{16})"/.exec(worker)?.[1];
  if (!current) throw new Error('no build id in dist/service-worker.js');
  const buildId = 'feedfacefeedface';
  writeFileSync(file, worker.replaceAll(current, buildId));
  return { dir, buildId };
}

/** Counts the page's calls of navigator.serviceWorker.register (read with registerCalls). */
function countRegistrations(): void {
  const container = ServiceWorkerContainer.prototype;
  const register = container.register;
  container.register = function (
    this: ServiceWorkerContainer,
    ...args: Parameters<typeof register>
  ) {
    const counted = window as Window & { registerCalls?: number };
    counted.registerCalls = (counted.registerCalls ?? 0) + 1;
    return register.apply(this, args);
  };
}

const registerCalls = (page: Page) =>
  page.evaluate(() => (window as Window & { registerCalls?: number }).registerCalls ?? 0);

/**
 * Touches the page until the offline support's extras have arrived, then lets
 * React commit them and run their effects (a frame, then a task): where the
 * worker is registered, when it is.
 */
async function pastRegistration(page: Page, loaded: () => boolean): Promise<void> {
  await touchUntil(page, loaded);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}

test.describe('builds and the kill switch', () => {
  // Two storefronts started one after the other, a copy of the build and a worker's install in
  // each: more than the default 30 s on a loaded CI machine (the polls below have their own limits).
  test.describe.configure({ timeout: 90_000 });
  let shop: StorefrontProcess | null = null;
  const stop = async () => {
    await shop?.stop();
    shop = null;
  };
  test.afterEach(stop);

  async function firstVisit(page: Page, port: number): Promise<string[]> {
    shop = await startStorefront(port);
    await page.goto(`${shop.url}/`);
    await controlledByWorker(page);
    await page.goto(`${shop.url}/Products`);
    await expect
      .poll(async () =>
        (await keptCacheNames(page)).map((name) => name.replace(/-[0-9a-f]{16}$/, '')),
      )
      .toEqual(expect.arrayContaining(['storefront-build', 'storefront-pages']));
    return keptCacheNames(page);
  }

  test('a new build’s worker replaces the old caches', async ({ page, ports }) => {
    const [port] = ports;
    const before = await firstVisit(page, port);
    expect(before.some((name) => name.startsWith('storefront-build-'))).toBe(true);
    await stop();
    const next = anotherBuild();
    try {
      shop = await startStorefront(port, {}, next.dir);
      await page.reload();
      // The old caches go when the new worker activates: after its installation has fetched
      // the build's files (its cache exists from the start of that) and the old worker is idle.
      await expect
        .poll(
          async () =>
            (await keptCacheNames(page)).filter(
              (name) => before.includes(name) && name !== 'storefront-images',
            ),
          {
            timeout: 20_000,
          },
        )
        .toEqual([]);
      expect(await keptCacheNames(page)).toContain(`storefront-build-${next.buildId}`);
    } finally {
      await stop();
      rmSync(next.dir, { recursive: true, force: true });
    }
  });

  test('the kill switch: SHOP_SERVICE_WORKER=off removes the worker and its caches', async ({
    page,
    ports,
  }) => {
    const [port] = ports;
    await page.addInitScript(countRegistrations);
    await firstVisit(page, port);
    // The count is read where the page registers: this page does, once touched.
    await touchUntil(page, async () => (await registerCalls(page)) > 0);
    await stop();
    shop = await startStorefront(port, { SHOP_SERVICE_WORKER: 'off' });
    // The browser fetches /sw.js after this load: the worker that removes itself, which
    // unregisters as it installs (its activation could wait on the old worker's work).
    await page.reload();
    await expect
      .poll(
        () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
        { timeout: 20_000 },
      )
      .toBe(0);
    // The next page has no worker and does not register one; what the old worker kept
    // until this page was left is gone once the shopper is at the next.
    const loaded = extrasLoaded(page);
    await page.goto(`${shop.url}${BOOK}`);
    await pastRegistration(page, loaded);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(await registerCalls(page)).toBe(0);
    await expect.poll(() => keptCacheNames(page)).toEqual([]);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
  });
});
