import { type APIRequestContext, type Page } from '@playwright/test';
import { STOREFRONT_ON_REPLAY } from '../../../playwright.config';
import {
  CART_MESSAGES as CART_TEXT,
  CART_FAILURE_MESSAGES as CART_TOASTS,
} from '@/features/cart/messages';
import { FAVOURITE_MESSAGES as FAVOURITE_TEXT } from '@/features/favourites/messages';
import { forEachShop, productOf } from '../../support/browser/shops';
import { restoreOpenShop, switchScenario } from '../../support/browser/replay';
import { expect, test } from '../../support/browser/fixtures';

/**
 * The storefront works against any faithful shop API (docs/decisions/0071). Each test
 * runs against the fixture shop's `default` dialect and its `strict` one
 * (tests/support/browser/shops.ts); the purchase path itself runs against both in
 * cart.spec.ts, favourites.spec.ts and purchase.spec.ts.
 */
const addButtonOf = (page: Page, title: string) =>
  page.getByRole('button', { name: `افزودن «${title}» به سبد خرید` });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^سبد خرید/ });
const successToast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });
const errorToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const resultTitles = (page: Page) =>
  page.getByRole('list', { name: 'نتایج' }).getByRole('heading', { level: 3 });

forEachShop((shop) => {
  test("'كتاب' and 'کتاب' both find a title, whichever letters the shop spelled it with", async ({
    page,
    request,
  }) => {
    // Product 102: in the strict shop «كتاب سمفوني مردگان», with Arabic kaf and yeh.
    const arabicSpelled = await productOf(request, shop.base, 102);
    const persianSpelled = await productOf(request, shop.base, 101);
    if (shop.dialect === 'strict') expect(arabicSpelled.title).toContain('ك');
    for (const typed of ['كتاب', 'کتاب']) {
      await page.goto(`/Products?q=${encodeURIComponent(typed)}`);
      await expect(resultTitles(page).filter({ hasText: arabicSpelled.title })).toHaveCount(1);
      await expect(resultTitles(page).filter({ hasText: persianSpelled.title })).toHaveCount(1);
      // Every product once, and the count says so.
      const titles = await resultTitles(page).allTextContents();
      expect(new Set(titles).size).toBe(titles.length);
    }
    await page.goto(`/Products?q=${encodeURIComponent('۱۲')}`);
    await expect(resultTitles(page).filter({ hasText: /12|۱۲/ }).first()).toBeVisible();
    const persianDigits = await resultTitles(page).allTextContents();
    await page.goto('/Products?q=12');
    expect((await resultTitles(page).allTextContents()).sort()).toEqual(persianDigits.sort());
  });

  test('a top-level category from the menu lists its descendants’ products and links its subcategories', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'دسته‌بندی محصولات' })
      .getByRole('link', { name: 'کتاب', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/category\/10$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('کتاب');
    const subcategories = page.getByRole('list', { name: 'زیردسته‌ها' });
    await expect(subcategories.getByRole('link', { name: 'رمان و داستان' })).toHaveAttribute(
      'href',
      '/category/11',
    );
    // 101 sits in «رمان و داستان», 104 in «کتاب کودک و نوجوان»: leaves of «کتاب».
    for (const id of [101, 104]) {
      await expect(
        resultTitles(page).filter({ hasText: (await productOf(request, shop.base, id)).title }),
      ).toHaveCount(1);
    }
    await expect(page.getByRole('status').filter({ hasText: /^[۰-۹]+ محصول/ })).toBeVisible();
    const titles = await resultTitles(page).allTextContents();
    expect(titles.length).toBeGreaterThan(2);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('a product opens by its code from a card and directly, whatever its code holds', async ({
    page,
    request,
  }) => {
    // In the strict shop: 102 «بک ۱۰۰۲» (a space), 103 «بک/۱۰۰۳» (a slash), 104 «بک-۱۰۰۴».
    for (const id of [102, 103, 104]) {
      const product = await productOf(request, shop.base, id);
      const answer = await page.goto(product.path);
      expect(answer?.status(), product.code).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
      await expect(page.getByText(`کد محصول: ${product.code}`)).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${shop.base}${product.path}`,
      );
    }
    const slashed = await productOf(request, shop.base, 103);
    await page.goto('/category/11');
    await page
      .getByRole('list', { name: 'نتایج' })
      .getByRole('link', { name: slashed.title })
      .click();
    await expect(page).toHaveURL(`${shop.base}${slashed.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(slashed.title);
    const sitemap = await (await request.get(`${shop.base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${shop.base}${slashed.path}</loc>`);
  });

  test('adding from a card: the success toast only once the shop has taken it; a failed add shows only its error', async ({
    page,
    request,
    shopper: _shopper,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = false;
    await page.route('**/api/shop/users/cart/set-item', async (route) => {
      if (failing) {
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"isSuccess":false,"isFailure":true,"errors":["خطا"]}',
        });
      }
      await held;
      return route.continue();
    });
    const book = await productOf(request, shop.base, 101);
    const notebook = await productOf(request, shop.base, 110);
    await page.goto('/category/10');
    await addButtonOf(page, book.title).click();
    // Shown in the header at once, but not called a success before the shop answers.
    await expect(cartLink(page)).toHaveAccessibleName('سبد خرید، ۱ کالا');
    await page.waitForTimeout(800);
    await expect(successToast(page, CART_TEXT.added)).toHaveCount(0);
    release();
    await expect(successToast(page, CART_TEXT.added)).toBeVisible();

    failing = true;
    await page.goto('/category/20');
    await addButtonOf(page, notebook.title).click();
    await expect(errorToast(page, CART_TOASTS.add)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('سبد خرید، ۱ کالا');
    await expect(successToast(page, CART_TEXT.added)).toHaveCount(0);

    // The favourite of a card, in the same way: its toast after the shop's answer.
    await page.getByRole('button', { name: FAVOURITE_TEXT.toggleLabel(notebook.title) }).click();
    await expect(successToast(page, FAVOURITE_TEXT.added)).toBeVisible();
    await page.goto('/cart');
    await expect(
      page.getByRole('group', { name: new RegExp(`^تعداد ${book.title}`) }).getByRole('textbox'),
    ).toHaveValue('۱');
  });
});

/** Until the storefront in front of the switchable shop (TTL 300 ms) serves the shop open. */
async function untilOpen(request: APIRequestContext) {
  await expect
    .poll(
      async () =>
        (await request.get(`${STOREFRONT_ON_REPLAY}/maintenance`, { maxRedirects: 0 })).headers()
          .location,
    )
    .toBe('/');
}

test.describe('a shop API of its own (the storefront in front of the switchable fixture shop)', () => {
  test.use({ baseURL: STOREFRONT_ON_REPLAY });
  test.afterAll(async () => restoreOpenShop());

  for (const dialect of ['default', 'strict']) {
    test(`${dialect}: maintenance switched on reaches the very next page load after the TTL`, async ({
      page,
      request,
    }) => {
      await switchScenario(dialect);
      await untilOpen(request);
      // A page rendered (and kept) while the shop is open, then a quiet moment longer than the TTL.
      expect((await page.goto('/Products'))?.status()).toBe(200);
      await switchScenario('maintenance');
      await page.waitForTimeout(600);
      await page.goto('/Products');
      await expect(page).toHaveURL(/\/maintenance$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'فروشگاه در حال به‌روزرسانی است',
      );
      // And reopening reaches the very next load after the TTL too.
      await switchScenario(dialect);
      await page.waitForTimeout(600);
      await page.goto('/maintenance');
      await expect(page).toHaveURL(`${STOREFRONT_ON_REPLAY}/`);
    });
  }

  test('pictures from an http image base show under the Content-Security-Policy', async ({
    page,
    request,
  }) => {
    await switchScenario('default');
    await untilOpen(request);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/');
    // The logo is a bare name joined to SHOP_IMAGE_BASE_URL: http://127.0.0.1:…/media/ here.
    const logo = page.getByRole('banner').locator('.site-header__logo img');
    await expect
      .poll(() =>
        logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    expect(violations).toEqual([]);
  });

  test('only sanitised HTML reaches the browser: no raw notification field in the page or its RSC payload', async ({
    request,
  }) => {
    await switchScenario('xss');
    // The notification of the xss scenario carries every payload of the corpus.
    await expect
      .poll(async () =>
        (await (await request.get(`${STOREFRONT_ON_REPLAY}/Rules`)).text()).includes(
          'اطلاعیهٔ آزمایشی',
        ),
      )
      .toBe(true);
    for (const path of ['/Rules', '/RSC/R/Rules.txt', '/RSC/R/_root.txt']) {
      const body = await (await request.get(`${STOREFRONT_ON_REPLAY}${path}`)).text();
      expect(body, path).toContain('اطلاعیهٔ آزمایشی');
      // The dialog's props are the sanitised HTML and values derived from the fields, never the fields.
      for (const field of [
        'notificationContent',
        'notificationActivation',
        'notificationExpiration',
      ]) {
        expect(body, `${path}: ${field}`).not.toContain(field);
      }
      expect(body, path).toMatch(/\\?"id\\?":\\?"n-[0-9a-z]+\\?"/);
    }
  });
});

test('a week after login the header no longer greets the shopper the guards send to log in', async ({
  page,
  context,
  shopper: _shopper,
}) => {
  await context.addInitScript(() => {
    if (!localStorage.getItem('user_entity'))
      localStorage.setItem(
        'user_entity',
        JSON.stringify({ firstName: 'مریم', lastName: 'آزمون', isStockHolder: false }),
      );
  });
  await page.clock.install({ time: new Date() });
  await page.goto('/');
  const account = page.getByRole('banner').getByRole('link', { name: /مریم آزمون/ });
  await expect(account).toBeVisible();

  await page.clock.setSystemTime(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'حساب کاربری' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'auth_token'))
    .toBe(false);
});
