import { expect, test, type Page } from '@playwright/test';
import { STOREFRONT } from '../../../playwright.config';
import { RECENTLY_VIEWED_KEY } from '@/lib/browser/storage-keys';
import { forEachShop, productOf } from '../../support/browser/shops';
import { newShopper } from '../../support/browser/shopper';

/**
 * Recently viewed (docs/decisions/0057): the products opened
 * last in this browser, newest first, on the home page and below a product page
 * without the product on screen; hidden while empty; never rendered by the
 * server (catalogue pages stay the same for everyone); personal, so a logout
 * takes it away.
 */
const TITLE = 'بازدیدهای اخیر شما';
const row = (page: Page) => page.getByRole('region', { name: TITLE });

/** Waits until React has taken the page over (the add-to-cart and favourite buttons are enabled then). */
async function hydrated(page: Page): Promise<void> {
  await expect(
    page.locator('button.favourite-toggle, button.favourite-toggle--button').first(),
  ).toBeEnabled();
}

async function shownTitles(page: Page): Promise<string[]> {
  await expect(row(page)).toBeVisible();
  return row(page).getByRole('listitem').allTextContents();
}

forEachShop((shop) => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`after opening two products, home shows them newest first and a product page leaves itself out (${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const book = await productOf(request, shop.base, 101);
      const notebook = await productOf(request, shop.base, 110);

      await page.goto('/');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);

      await page.goto(book.path);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
      await page.goto(notebook.path);
      await expect.poll(() => shownTitles(page)).toEqual([book.title]);

      await page.goto('/');
      await expect.poll(() => shownTitles(page)).toEqual([notebook.title, book.title]);
      await expect(row(page).getByRole('link', { name: book.title })).toHaveAttribute(
        'href',
        book.path,
      );
      await expect(row(page).locator('img').first()).toHaveAttribute(
        'src',
        /^\/_img\/\d+\/(m|n)\//,
      );
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(viewport.width);

      await page.goto(book.path);
      await expect.poll(() => shownTitles(page)).toEqual([notebook.title]);
      await page.goto('/');
      await expect.poll(() => shownTitles(page)).toEqual([book.title, notebook.title]);

      // «پاک کردن» empties it: the row goes, and the browser keeps nothing.
      await row(page).getByRole('button', { name: 'پاک کردن فهرست بازدیدهای اخیر' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'فهرست بازدیدهای اخیر پاک شد.' }),
      ).toBeVisible();
      await expect(row(page)).toHaveCount(0);
      expect(
        await page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED_KEY),
      ).toBeNull();
    });
  }

  test('the server renders nothing of it: the home and product pages stay the same shareable bytes', async ({
    page,
    request,
  }) => {
    const book = await productOf(request, shop.base, 101);
    await page.goto(book.path);
    await hydrated(page);
    await page.goto('/');
    await expect(row(page)).toBeVisible();
    for (const path of ['/', book.path]) {
      // A page's first answer after SHOP_DATA_TTL_MS streams to its shopper alone (docs/decisions/0086); the kept copy is the shared one.
      await expect
        .poll(async () => {
          const answer = await page.request.get(path);
          expect(await answer.text()).not.toContain(TITLE);
          return [answer.headers()['x-page-cache'], answer.headers()['cache-control']];
        })
        .toEqual(['hit', expect.stringContaining('public')]);
    }
  });
});

test('personal: a visitor’s list joins the account at login, and logging out takes it away', async ({
  page,
  request,
}) => {
  const shopper = await newShopper(request, STOREFRONT);
  const book = await productOf(request, STOREFRONT, 101);
  const notebook = await productOf(request, STOREFRONT, 110);
  await page.goto(book.path);
  await hydrated(page);

  await page.goto('/Login');
  await page.getByLabel('شماره موبایل').fill(shopper.phone);
  await page.getByLabel('رمز عبور').fill(shopper.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => shownTitles(page)).toEqual([book.title]);
  await page.goto(notebook.path);
  await expect.poll(() => shownTitles(page)).toEqual([book.title]);

  await page.goto('/Profile');
  await page.getByRole('button', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/$/);
  await hydrated(page);
  await expect(row(page)).toHaveCount(0);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED_KEY))
    .toBeNull();
});
