import { type Page } from '@playwright/test';
import { STOREFRONT } from '../../../playwright.config';
import { productPath } from '@/lib/routing/product-path';
import { addAddress, setCartItem } from '../../support/browser/shopper';
import { expect, test } from '../../support/browser/fixtures';

/**
 * On a 390 px phone no page is wider than the screen: wide pieces (the
 * review, order and invoice tables) scroll inside their cards instead of
 * pushing the whole page sideways, which in right-to-left hides the start of
 * every line.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide on a ${PHONE.width} px screen`).toBeLessThanOrEqual(
    PHONE.width,
  );
}

test('visitors’ pages fit a 390 px screen', async ({ page }) => {
  for (const path of [
    '/',
    '/category/10',
    '/Products',
    productPath({ code: 'BK-1001', title: 'کتاب بوف کور' }),
    '/cart',
    '/Login',
    '/register',
    '/Forget-password',
    '/About-us',
    '/Contact-us',
    '/Rules',
    '/Privacy',
    '/no-such-page',
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
});

test('the purchase path, orders and invoices fit a 390 px screen', async ({
  page,
  request,
  shopper,
}) => {
  await addAddress(request, STOREFRONT, shopper);
  await setCartItem(request, STOREFRONT, shopper, 101, 4, 2);

  for (const path of ['/cart', '/checkout', '/Favorites', '/Profile', '/Profile?tab=addresses']) {
    await expectNoSidewaysScroll(page, path);
  }
  // A pro-forma of the cart, and its detail with the lines table.
  await page.goto('/Profile?tab=invoices');
  await page.getByRole('button', { name: 'درخواست پیش‌فاکتور از سبد خرید' }).click();
  await page
    .getByRole('list', { name: 'پیش‌فاکتورها' })
    .getByRole('link', { name: /^مشاهده/ })
    .click();
  await expect(page.getByRole('table')).toContainText('کتاب بوف کور');
  await expectNoSidewaysScroll(page, page.url());

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'ادامه و بازبینی نهایی' }).click();
  await expect(page).toHaveURL(/\/Settlement$/);
  await expect(page.getByRole('table')).toContainText('کتاب بوف کور');
  await expectNoSidewaysScroll(page, '/Settlement');

  await page.getByRole('button', { name: 'ثبت نهایی سفارش' }).click();
  await expect(page).toHaveURL(/\/Profile\?tab=orders$/);
  await expectNoSidewaysScroll(page, '/Profile?tab=orders');
  await page.getByRole('link', { name: 'جزئیات سفارش ۱۰۰۰۱' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page, page.url());
});
