import { type Page } from '@playwright/test';
import { STOREFRONT } from '../../../playwright.config';
import { productPath } from '@/lib/routing/product-path';
import { setCartItem } from '../../support/browser/shopper';
import { hydrated } from '../../support/browser/hydration';
import { expect, test } from '../../support/browser/fixtures';

/**
 * Keyboard: every interactive piece can be reached and used
 * without a mouse, and whatever has the focus shows it. The menu, the cart
 * stepper and the notification dialog have their own keyboard tests beside
 * their features; this file walks whole pages and covers the carousel, the
 * one-time-code input, the profile tabs and the confirm dialog.
 */

/** The theme's focus ring (--focus-ring) or any outline. */
async function focusShows(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: false, what: 'nothing has the focus' };
    const style = getComputedStyle(element);
    const ring =
      style.boxShadow.includes('rgba(30, 136, 229') ||
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0);
    const box = element.getBoundingClientRect();
    const label =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    const what = `<${element.tagName.toLowerCase()}${element.className ? ` class="${element.className}"` : ''}> ${label}`;
    return { ok: ring && box.width > 0 && box.height > 0, what };
  });
}

/** Presses Tab until the focus leaves the page or `limit` stops are seen; every stop must show its focus. */
async function walkWithTab(
  page: Page,
  limit: number,
): Promise<{ stops: number; problems: string[] }> {
  const problems: string[] = [];
  let stops = 0;
  for (; stops < limit; stops += 1) {
    await page.keyboard.press('Tab');
    const left = await page.evaluate(
      () => document.activeElement === document.body || document.activeElement === null,
    );
    if (left) break;
    const focus = await focusShows(page);
    if (!focus.ok) problems.push(focus.what);
  }
  return { stops, problems };
}

async function walkPages(
  page: Page,
  paths: string[],
): Promise<{ stops: number; problems: string[] }> {
  const seen = { stops: 0, problems: [] as string[] };
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const walk = await walkWithTab(page, 80);
    seen.stops += walk.stops;
    seen.problems.push(...walk.problems.map((problem) => `${path}: ${problem}`));
  }
  return seen;
}

test.describe.configure({ timeout: 120_000 });

test('every stop of the Tab order shows a focus ring (visitor pages)', async ({ page }) => {
  const paths = [
    '/',
    '/Products',
    productPath({ code: 'BK-1001', title: 'کتاب بوف کور' }),
    '/Login',
    '/register',
    '/Forget-password',
    '/Contact-us',
    '/no-such-page',
  ];
  const { stops, problems } = await walkPages(page, paths);
  expect(problems).toEqual([]);
  expect(stops).toBeGreaterThan(paths.length * 15);
});

test('every stop of the Tab order shows a focus ring (a shopper’s pages)', async ({
  page,
  request,
  shopper,
}) => {
  await setCartItem(request, STOREFRONT, shopper, 101, 4, 1);
  const paths = [
    '/cart',
    '/checkout',
    '/Profile',
    '/Profile?tab=addresses',
    '/Profile?tab=orders',
    '/Profile?tab=invoices',
    '/Favorites',
  ];
  const { stops, problems } = await walkPages(page, paths);
  expect(problems).toEqual([]);
  expect(stops).toBeGreaterThan(paths.length * 15);
});

test('the banner carousel works from the keyboard', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  // Its buttons are disabled until React has the page.
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'بنرهای فروشگاه' });
  const next = carousel.getByRole('button', { name: 'بنر بعدی' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('group', { name: /^۲ از ۴/ })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(carousel.getByRole('group', { name: /^۳ از ۴/ })).toBeVisible();
  expect((await focusShows(page)).ok).toBe(true);
  await carousel.getByRole('button', { name: 'بنر قبلی' }).focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('group', { name: /^۲ از ۴/ })).toBeVisible();
});

test('the one-time-code boxes take digits, Backspace and the arrow keys', async ({
  page,
  request,
}) => {
  const phone = `0917${String(Date.now()).slice(-7)}`;
  const signup = await request.post('/api/shop/users/signup', {
    data: {
      firstName: 'نیما',
      lastName: 'صفری',
      phoneNumber: phone,
      password: 'oldpass1',
      nationalCode: null,
      stockHolderAccountId: null,
    },
  });
  expect(signup.ok()).toBe(true);
  await page.goto('/Forget-password');
  // Enter sends the form once React has the page (its submit button is disabled until then, 0010).
  await hydrated(page, { selector: 'main' });
  await page.getByLabel('شماره موبایل').fill(phone);
  await page.getByLabel('شماره موبایل').press('Enter');
  const boxes = page.getByRole('group', { name: 'کد تأیید' }).getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  await boxes.first().focus();
  await page.keyboard.type('12');
  await expect(boxes.nth(2)).toBeFocused();
  expect((await focusShows(page)).ok).toBe(true);
  // Backspace in an empty box clears the one before it and moves there.
  await page.keyboard.press('Backspace');
  await expect(boxes.nth(1)).toHaveValue('');
  await expect(boxes.nth(1)).toBeFocused();
  // The boxes run left to right: ArrowLeft goes back, ArrowRight forward.
  await page.keyboard.press('ArrowLeft');
  await expect(boxes.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(boxes.nth(1)).toBeFocused();
  // Persian digits count as digits.
  await page.keyboard.type('۲۳۴۵۶');
  await expect(page.getByLabel('رمز عبور تازه', { exact: true })).toBeVisible();
});

test('the profile tabs are reached with Tab and opened with Enter', async ({
  page,
  shopper: _shopper,
}) => {
  await page.goto('/Profile');
  const tabs = page.getByRole('navigation', { name: /بخش‌های حساب/ });
  const orders = tabs.getByRole('link', { name: 'سفارش‌ها' });
  await tabs.getByRole('link', { name: 'مشخصات' }).focus();
  for (
    let stop = 0;
    stop < 5 && !(await orders.evaluate((link) => link === document.activeElement));
    stop += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(orders).toBeFocused();
  expect((await focusShows(page)).ok).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Profile\?tab=orders$/);
  await expect(orders).toHaveAttribute('aria-current', 'page');
});

test('a confirm dialog keeps the focus from the page behind until it is closed, then gives it back', async ({
  page,
  request,
  shopper,
}) => {
  await setCartItem(request, STOREFRONT, shopper, 101, 4, 1);
  await page.goto('/cart');
  const clear = page.getByRole('button', { name: 'خالی کردن سبد خرید' });
  await clear.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'خالی کردن سبد خرید' });
  await expect(dialog).toBeVisible();
  // A native modal dialog lets the focus pass to the browser's own controls
  // between rounds, never to the page behind it.
  let inside = 0;
  for (let stop = 0; stop < 6; stop += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((element) =>
      element.contains(document.activeElement)
        ? 'dialog'
        : document.activeElement === document.body
          ? 'browser'
          : 'page',
    );
    expect(where).not.toBe('page');
    if (where === 'dialog') {
      inside += 1;
      expect((await focusShows(page)).ok).toBe(true);
    }
  }
  expect(inside).toBeGreaterThanOrEqual(4);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(clear).toBeFocused();
});
