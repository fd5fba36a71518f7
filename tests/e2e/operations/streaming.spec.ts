import { type Page } from '@playwright/test';
import { productPath } from '@/lib/routing/product-path';
import { createFixtureShop } from '@/fixture-shop/index';
import { parseLatency } from '@/fixture-shop/latency';
import { startReplayServer, type ReplayServer } from '../../../cli/replay-server';
import { startStorefront, type StorefrontProcess } from '../../support/servers/storefront-process';
import { expect, test } from '../../support/browser/fixtures';

/**
 * Streamed pages (docs/decisions/0036, 0086) on storefronts of their own whose shop API is slow on purpose
 * (SHOP_FIXTURE_LATENCY_MS, `scripts/fixture-server.ts --latency`): secondary
 * data never holds the first screen of a full page load, and the pages wait
 * for one round of upstream calls where the data allows. The rounds are read
 * from the request's log line (`upstreamRounds`), never from a clock.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const REVIEWS_CALL = '/api/shop/products/reviews/*';
/** Far longer than anything else on the page takes, so that "before the reviews" is never a race. */
const SLOW_REVIEWS_MS = 5000;
const BOOK = { code: 'BK-1001', title: 'کتاب بوف کور' };
const REVIEWS_LOADING = 'در حال بارگذاری نظرات';
const HOME_LISTS_CALL = '/api/shop/products/home';
const HOME_GROUPS_LOADING = 'در حال بارگذاری محصولات';
const HOME_GROUP_TITLES = ['پیشنهادهای ویژه', 'پرفروش‌ترین‌ها', 'جدیدترین‌ها'];

/** The request log lines of a storefront for one route pattern, in order. */
function requestLines(shop: StorefrontProcess, route: string): Array<Record<string, unknown>> {
  return shop
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return entry.msg === 'request' && entry.route === route ? [entry] : [];
      } catch {
        return [];
      }
    });
}

/** Whether the product's main picture has been decoded and can paint. */
function pictureShown(page: Page): Promise<boolean> {
  return page
    .locator('.gallery__image')
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
}

test.describe('the reviews call slow', () => {
  let shop: StorefrontProcess;

  test.beforeAll(async ({ ports }) => {
    shop = await startStorefront(ports[0], {
      SHOP_FIXTURE_LATENCY_MS: `100,${REVIEWS_CALL}=${SLOW_REVIEWS_MS}`,
      LOG_FORMAT: 'json',
    });
  });
  test.afterAll(async () => shop.stop());

  test('the product’s title and picture are painted before the reviews arrive; the reviews arrive after, in the same page view', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const answer = await page.goto(`${shop.url}${productPath(BOOK)}?slow=${Date.now()}`, {
      waitUntil: 'commit',
    });
    // The first answer streams to this shopper: private, with a nonce of its own, and says that is why (decision 0090).
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-page-cache']).toBe('miss');
    expect(answer?.headers()['x-page-private']).toBe('nonce');
    expect(answer?.headers()['content-security-policy']).toMatch(/'nonce-/);

    await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
    await expect.poll(() => pictureShown(page)).toBe(true);
    // Title and picture are there while the reviews are still on their way.
    // The section's heading and form come at once (nothing below moves when the list arrives); the list streams in.
    await expect(page.getByRole('region', { name: REVIEWS_LOADING })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'نظرات خریداران' })).toBeVisible();
    expect(await page.locator('.reviews__list .review').count()).toBe(0);

    await expect(page.locator('.reviews__list .review').first()).toBeVisible({
      timeout: SLOW_REVIEWS_MS * 3,
    });
    await expect(page.getByRole('region', { name: REVIEWS_LOADING })).toHaveCount(0);
    expect(navigations).toHaveLength(1);
    expect(violations).toEqual([]);
  });

  test('the page is kept once whole: the next shopper gets it at once, public, under the hashes of its scripts, reviews included', async ({
    request,
  }) => {
    const path = `${productPath(BOOK)}?kept=${Date.now()}`;
    const first = await request.get(`${shop.url}${path}`);
    expect(first.headers()['x-page-cache']).toBe('miss');
    const firstHtml = await first.text();
    const second = await request.get(`${shop.url}${path}`);
    expect(second.headers()['x-page-cache']).toBe('hit');
    expect(second.headers()['cache-control']).toMatch(/^public, /);
    expect(second.headers()['content-security-policy']).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    const kept = await second.text();
    expect(kept).not.toContain('nonce=');
    expect(kept).toContain('reviews__list');
    // The same page as the first shopper's, but for the nonces written into it.
    expect(kept).toBe(firstHtml.replace(/ nonce="[^"]+"/g, ''));
  });

  test('a shared link with another title is a 301 a shared cache may keep: a note without script instead of the page', async ({
    request,
  }) => {
    const moved = await request.get(
      `${shop.url}/Product/${BOOK.code}/shared-link?moved=${Date.now()}`,
      { maxRedirects: 0 },
    );
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toContain(`${productPath(BOOK)}?moved=`);
    expect(moved.headers()['cache-control']).toMatch(/^public, /);
    expect(moved.headers()['content-security-policy']).not.toContain('nonce-');
    const note = await moved.text();
    expect(note).toContain('lang="fa"');
    expect(note).not.toContain('<script');
  });

  test('pages wait for one round of upstream calls (two for a product whose code no list named), and the reviews hold none', async ({
    request,
  }) => {
    const rounds = async (path: string, route: string) => {
      const answer = await request.get(`${shop.url}${path}`);
      expect(answer.status(), path).toBe(200);
      const id = answer.headers()['x-request-id'];
      await expect
        .poll(() => requestLines(shop, route).some((line) => line.reqId === id))
        .toBe(true);
      return requestLines(shop, route).find((line) => line.reqId === id)?.upstreamRounds;
    };
    const unique = Date.now();
    expect(await rounds(`/?rounds=${unique}`, '/')).toBe(1);
    expect(
      await rounds(`/Products?q=${encodeURIComponent('کتاب')}&rounds=${unique}`, '/Products'),
    ).toBe(1);
    const other = { code: 'HM-4001', title: 'قابلمه چدنی ۲۴ سانتی' };
    expect(await rounds(`${productPath(other)}?rounds=${unique}`, '/Product/{id}/{title}')).toBe(2);
    // Named by the listing a moment ago: the product is asked for by its id at once.
    expect(
      await rounds(
        `${productPath({ code: 'BK-1004', title: 'کتاب شازده کوچولو' })}?rounds=${unique}`,
        '/Product/{id}/{title}',
      ),
    ).toBe(1);
  });
});

test('home’s product groups that come with its banners are in its first screen: no skeleton to swap out under the shopper', async ({
  ports,
}) => {
  // The calls take 100 ms each and go out together (one round): the lists are there when the banners are.
  const shop = await startStorefront(ports[4], { SHOP_FIXTURE_LATENCY_MS: '100' });
  try {
    const path = `/?together=${Date.now()}`;
    // The first shopper's streamed answer, then the copy kept from it.
    for (const kept of ['miss', 'hit']) {
      const answer = await fetch(`${shop.url}${path}`);
      expect(answer.headers.get('x-page-cache')).toBe(kept);
      const html = await answer.text();
      expect(html.includes(HOME_GROUPS_LOADING), `${kept}: a skeleton for the groups`).toBe(false);
      expect(html.includes('<template id="B:'), `${kept}: a part revealed later`).toBe(false);
      // In the page's order, before what follows them, not in a part revealed later.
      const footer = html.indexOf('<footer');
      for (const title of HOME_GROUP_TITLES)
        expect(html.indexOf(title), `${kept}: ${title}`).toBeGreaterThan(0);
      for (const title of HOME_GROUP_TITLES)
        expect(html.indexOf(title), `${kept}: ${title}`).toBeLessThan(footer);
    }
  } finally {
    await shop.stop();
  }
});

test.describe('the home lists call slow', () => {
  let shop: StorefrontProcess;

  test.beforeAll(async ({ ports }) => {
    shop = await startStorefront(ports[4], {
      SHOP_FIXTURE_LATENCY_MS: `100,${HOME_LISTS_CALL}=${SLOW_REVIEWS_MS}`,
    });
  });
  test.afterAll(async () => shop.stop());

  test('the banners are painted before the groups arrive; the groups replace their skeleton in the same page view', async ({
    page,
  }) => {
    await page.goto(`${shop.url}/?slow=${Date.now()}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.carousel__slide:not([hidden]) .carousel__image')).toBeVisible();
    await expect(page.getByRole('region', { name: HOME_GROUPS_LOADING })).toBeVisible();
    await expect(page.getByRole('heading', { name: HOME_GROUP_TITLES[0] })).toHaveCount(0);

    for (const title of HOME_GROUP_TITLES) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({
        timeout: SLOW_REVIEWS_MS * 3,
      });
    }
    await expect(page.getByRole('region', { name: HOME_GROUPS_LOADING })).toHaveCount(0);
  });
});

test.describe('the reviews call failing', () => {
  let api: ReplayServer;
  let shop: StorefrontProcess;

  test.beforeAll(async ({ ports }) => {
    // The shop API on its own (as `shop replay --latency` serves it), in this process.
    const latency = parseLatency(`${REVIEWS_CALL}=${SLOW_REVIEWS_MS}`);
    api = await startReplayServer({
      shop: createFixtureShop({ latency }),
      port: ports[1],
      host: '127.0.0.1',
    });
    // The reviews call outlives the time limit: it fails with a timeout, after the first screen went.
    shop = await startStorefront(ports[2], {
      SHOP_API_URL: api.url,
      SHOP_IMAGE_BASE_URL: `${api.url}/media/`,
      SHOP_API_TIMEOUT_MS: '3000',
    });
  });
  test.afterAll(async () => {
    await shop?.stop();
    await api?.close();
  });

  test('the page is whole and says where the reviews would be that they could not be loaded; it is never kept', async ({
    page,
    request,
  }) => {
    const path = `${productPath(BOOK)}?failing=${Date.now()}`;
    await page.goto(`${shop.url}${path}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
    await expect(page.getByRole('region', { name: REVIEWS_LOADING })).toBeVisible();
    const reviews = page.locator('#reviews');
    await expect(reviews.getByRole('alert')).toHaveText('خطا در برقراری ارتباط با سرور', {
      timeout: SLOW_REVIEWS_MS * 3,
    });
    await expect(reviews.getByRole('heading', { name: 'نظرات خریداران' })).toBeVisible();
    // The rest of the page is all there: description, features and the review form.
    await expect(page.getByRole('heading', { name: 'توضیحات محصول' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ویژگی‌ها' })).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'وارد حساب کاربری شوید' })).toBeVisible();

    // A page built from a failed call, even one that failed after the first screen went, is not kept.
    const again = await request.get(`${shop.url}${path}`);
    expect(again.headers()['x-page-cache']).toBe('miss');
    expect(again.headers()['cache-control']).toBe('private, no-store');
  });
});

test('with nothing kept (SHOP_DATA_TTL_MS=0) every page load streams to its shopper alone, private, under a nonce of its own', async ({
  request,
  ports,
}) => {
  const shop = await startStorefront(ports[3], { SHOP_DATA_TTL_MS: '0' });
  try {
    const nonces = new Set<string>();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await request.get(`${shop.url}/About-us`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      expect(answer.headers()['x-page-cache']).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(await answer.text()).toContain(`nonce="${nonce}"`);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
  } finally {
    await shop.stop();
  }
});
