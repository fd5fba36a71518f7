import { type Page, type Request, type Route } from '@playwright/test';
import { STOREFRONT, STOREFRONT_ON_REPLAY } from '../../../playwright.config';
import {
  CART_MESSAGES as CART_TEXT,
  CART_FAILURE_MESSAGES as CART_TOASTS,
} from '@/features/cart/messages';
import { productPath } from '@/lib/routing/product-path';
import { forEachShop, productOf } from '../../support/browser/shops';
import { newShopper, setCartItem, signInNewShopper } from '../../support/browser/shopper';
import { restoreOpenShop, switchScenario, untilStorefrontOpen } from '../../support/browser/replay';
import { expect, test } from '../../support/browser/fixtures';

/**
 * The cart (SPEC §4, §8) in the production build, each test with a
 * new customer; the purchase-path tests run against both dialects of the
 * fixture shop (tests/support/browser/shops.ts).
 */
const BOOK = productPath({ code: 'BK-1001', title: 'کتاب بوف کور' });

function setItemAmounts(requests: Request[]): number[] {
  return requests
    .filter((request) => request.url().endsWith('/api/shop/users/cart/set-item'))
    .map((request) => (request.postDataJSON() as { amount: number }).amount);
}

/** The browser's reads of the cart: through the server (docs/decisions/0101), which calls GET /users/cart. */
const CART_READ = '/_shopper/cart';

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/shop/users/cart') || pathname === CART_READ)
      requests.push(request);
  });
  return requests;
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^سبد خرید/ });
const lineAmount = (page: Page) =>
  page.getByRole('group', { name: /^تعداد کتاب بوف کور/ }).getByRole('textbox', { name: 'تعداد' });
const errorToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

forEachShop((shop) => {
  test('add two units on the product page, change the amount on /cart, remove it by decreasing to 0', async ({
    page,
    request,
    shopper: _shopper,
  }) => {
    const requests = recordRequests(page);

    await page.goto((await productOf(request, shop.base, 101)).path);
    await page.getByRole('button', { name: 'افزایش تعداد' }).click();
    await expect(page.getByRole('textbox', { name: 'تعداد' })).toHaveValue('۲');
    await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
    await expect(cartLink(page)).toHaveAccessibleName('سبد خرید، ۱ کالا');
    // The line goes out with the ids as the shop listed them: numbers.
    await expect
      .poll(() => requests.find((request) => request.url().endsWith('/set-item'))?.postDataJSON())
      .toEqual({ productId: 101, unitId: 4, amount: 2 });

    await page.goto('/cart');
    await expect(lineAmount(page)).toHaveValue('۲');
    await expect(page.getByRole('complementary')).toContainText('۳۳۳٬۰۰۰ تومان');
    const line = page.getByRole('group', { name: /^تعداد کتاب بوف کور/ });
    await line.getByRole('button', { name: 'افزایش تعداد' }).click();
    await expect(lineAmount(page)).toHaveValue('۳');
    await expect(page.getByRole('complementary')).toContainText('۴۹۹٬۵۰۰ تومان');

    // A written amount (Persian digits) counts on Enter; the arrow keys step it.
    await lineAmount(page).fill('۵');
    await lineAmount(page).press('Enter');
    await expect(lineAmount(page)).toHaveValue('۵');
    await lineAmount(page).press('ArrowDown');
    await expect(lineAmount(page)).toHaveValue('۴');
    await expect.poll(() => setItemAmounts(requests).at(-1)).toBe(4);
    await lineAmount(page).fill('1');
    await lineAmount(page).press('Enter');
    await expect.poll(() => setItemAmounts(requests).at(-1)).toBe(1);
    await line.getByRole('button', { name: 'کاهش تعداد' }).click();

    await expect(page.getByText('سبد خرید شما خالی است.')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('سبد خرید');
    await expect.poll(() => setItemAmounts(requests)).toEqual([2, 3, 5, 4, 1, 0]);
    // Calls from the cart page carry the source-page marker (SPEC §7); the product page's do not.
    const setItems = requests.filter((request) => request.url().endsWith('/set-item'));
    expect(setItems[0]?.headers()['x-source-page']).toBeUndefined();
    expect(
      setItems.slice(1).every((request) => request.headers()['x-source-page'] === 'cart'),
    ).toBe(true);
    // After a change the cart is reloaded (SPEC §4).
    const reloadedAfter = (change: Request) =>
      requests
        .slice(requests.indexOf(change) + 1)
        .some((request) => new URL(request.url()).pathname === CART_READ);
    await expect.poll(() => setItems.every(reloadedAfter)).toBe(true);
  });

  test('each failing cart call shows its exact toast and the cart stays as it was', async ({
    page,
    request,
    shopper,
  }) => {
    await setCartItem(request, shop.base, shopper, 101, 4, 2);
    const failing = new Set<string>();
    const fail = async (route: Route) => {
      const path = new URL(route.request().url()).pathname;
      if (!failing.has(path)) return route.continue();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ isSuccess: false, isFailure: true, errors: ['خطای داخلی'] }),
      });
    };
    await page.route('**/api/shop/users/cart**', fail);
    await page.route(`**${CART_READ}`, fail);

    await page.goto((await productOf(request, shop.base, 110)).path);
    failing.add('/api/shop/users/cart/set-item');
    await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
    await expect(errorToast(page, CART_TOASTS.add)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('سبد خرید، ۱ کالا');
    // A failed call shows only its error toast: never the success toast.
    await expect(page.getByRole('status').filter({ hasText: CART_TEXT.added })).toHaveCount(0);

    await page.goto('/cart');
    const line = page.getByRole('group', { name: /^تعداد کتاب بوف کور/ });
    await expect(lineAmount(page)).toHaveValue('۲');
    const cases: Array<[string, () => Promise<void>]> = [
      [CART_TOASTS.add, () => line.getByRole('button', { name: 'افزایش تعداد' }).click()],
      [CART_TOASTS.decrease, () => line.getByRole('button', { name: 'کاهش تعداد' }).click()],
      [CART_TOASTS.remove, () => page.getByRole('button', { name: /^حذف/ }).click()],
      [
        CART_TOASTS.update,
        async () => {
          await lineAmount(page).fill('7');
          await lineAmount(page).press('Enter');
        },
      ],
    ];
    for (const [toast, change] of cases) {
      await change();
      await expect(errorToast(page, toast)).toBeVisible();
      await expect(lineAmount(page)).toHaveValue('۲');
      await page
        .getByRole('alert')
        .filter({ hasText: toast })
        .getByRole('button', { name: 'بستن اعلان' })
        .click();
    }

    failing.add('/api/shop/users/cart/clear');
    await page.getByRole('button', { name: 'خالی کردن سبد خرید' }).click();
    await page
      .getByRole('dialog', { name: 'خالی کردن سبد خرید' })
      .getByRole('button', { name: 'بله، خالی شود' })
      .click();
    await expect(errorToast(page, CART_TOASTS.clear)).toBeVisible();
    await expect(lineAmount(page)).toHaveValue('۲');

    // SPEC §4: a failed cart fetch empties the cart view.
    failing.add(CART_READ);
    await page.reload();
    await expect(errorToast(page, CART_TOASTS.update)).toBeVisible();
    await expect(page.getByText('سبد خرید بارگذاری نشد.')).toBeVisible();
    await expect(page.getByText('سبد خرید شما خالی است.')).toBeVisible();
    failing.clear();
    await page.getByRole('button', { name: 'تلاش دوباره' }).click();
    await expect(lineAmount(page)).toHaveValue('۲');
  });

  test("a visitor's cart survives a reload and merges at login, the larger amount winning", async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request, shop.base);
    // The account already holds 3 of the book and 1 notebook.
    await setCartItem(request, shop.base, shopper, 101, 4, 3);
    await setCartItem(request, shop.base, shopper, 110, 1, 1);

    const requests = recordRequests(page);
    await page.goto((await productOf(request, shop.base, 101)).path);
    await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
    await page.goto((await productOf(request, shop.base, 110)).path);
    await page.getByRole('button', { name: 'افزایش تعداد' }).click();
    await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
    await expect(cartLink(page)).toHaveAccessibleName('سبد خرید، ۲ کالا');
    expect(requests).toEqual([]);

    await page.goto('/cart');
    await page.reload();
    await expect(
      page.getByRole('group', { name: /^تعداد دفتر ۱۰۰ برگ سیمی/ }).getByRole('textbox'),
    ).toHaveValue('۲');
    await expect(lineAmount(page)).toHaveValue('۱');
    await page.getByRole('link', { name: 'ورود و ادامه خرید' }).click();
    await page.getByLabel('شماره موبایل').fill(shopper.phone);
    await page.getByLabel('رمز عبور').fill(shopper.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    const review = page.getByRole('table');
    await expect(review.getByRole('row', { name: /کتاب بوف کور/ })).toContainText('۳');
    await expect(review.getByRole('row', { name: /دفتر ۱۰۰ برگ سیمی/ })).toContainText('۲');
    expect(await page.evaluate(() => localStorage.getItem('visitor_cart'))).toBeNull();
    // Only the notebook needed a call: the account had more of the book. Its ids went back as they came.
    expect(setItemAmounts(requests)).toEqual([2]);
    expect(requests.find((request) => request.url().endsWith('/set-item'))?.postDataJSON()).toEqual(
      {
        productId: 110,
        unitId: 1,
        amount: 2,
      },
    );
  });
});

test('fast repeated clicks on one line never send amounts out of order', async ({
  page,
  request,
  shopper,
}) => {
  await setCartItem(request, STOREFRONT, shopper, 101, 4, 1);
  // The shop holds every set-item until the five clicks are in, so that they pile up behind the
  // first however slowly the browser clicks (a fixed 400 ms delay let a loaded machine click
  // slower than that: five requests, one a click).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shop/users/cart/set-item', async (route) => {
    await held;
    await route.continue();
  });
  const requests = recordRequests(page);
  await page.goto('/cart');
  const plus = page
    .getByRole('group', { name: /^تعداد کتاب بوف کور/ })
    .getByRole('button', { name: 'افزایش تعداد' });
  for (let click = 0; click < 5; click++) await plus.click();
  await expect(lineAmount(page)).toHaveValue('۶');
  release();
  await expect.poll(() => setItemAmounts(requests).at(-1), { timeout: 10_000 }).toBe(6);
  const sent = setItemAmounts(requests);
  expect(sent).toEqual([...sent].sort((a, b) => a - b));
  expect(sent.length).toBeLessThan(5);
  await expect(page.locator('.cart-line[aria-busy="true"]')).toHaveCount(0);
  await page.reload();
  await expect(lineAmount(page)).toHaveValue('۶');
});

test("the fixture shop's cart-fails scenario: adding shows the add toast, the cart page the update toast", async ({
  page,
  context,
  request,
}) => {
  await signInNewShopper(context, request, STOREFRONT_ON_REPLAY);
  await switchScenario('cart-fails');
  try {
    // The shop stays open in this scenario; whatever ran before, the storefront must see it open.
    await untilStorefrontOpen();
    await page.goto(`${STOREFRONT_ON_REPLAY}${BOOK}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
    await expect(errorToast(page, CART_TOASTS.add)).toBeVisible();
    await page.goto(`${STOREFRONT_ON_REPLAY}/cart`);
    await expect(errorToast(page, CART_TOASTS.update)).toBeVisible();
    await expect(page.getByText('سبد خرید شما خالی است.')).toBeVisible();
  } finally {
    await restoreOpenShop();
  }
});

test('the cart works from the keyboard alone, with a visible focus ring', async ({
  page,
  request,
  shopper,
}) => {
  await setCartItem(request, STOREFRONT, shopper, 101, 4, 1);
  await page.goto('/cart');
  const line = page.getByRole('group', { name: /^تعداد کتاب بوف کور/ });
  const plus = line.getByRole('button', { name: 'افزایش تعداد' });
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(lineAmount(page)).toHaveValue('۲');
  await page.keyboard.press('Space');
  await expect(lineAmount(page)).toHaveValue('۳');
  await expect(plus).toHaveCSS('box-shadow', /rgba\(30, 136, 229/);

  // Tab reaches the amount field, then − and «حذف»; Escape cancels the clear dialog.
  await page.keyboard.press('Tab');
  await expect(lineAmount(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(lineAmount(page)).toHaveValue('۲');
  await page.getByRole('button', { name: 'خالی کردن سبد خرید' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'خالی کردن سبد خرید' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(lineAmount(page)).toHaveValue('۲');
  await page.getByRole('button', { name: /^حذف/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('سبد خرید شما خالی است.')).toBeVisible();
});

test('before the scripts have run, the cart and favourite buttons are disabled, so no tap is silently lost', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(BOOK);
  const panel = page.getByRole('main');
  await expect(
    panel.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }),
  ).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'افزایش تعداد' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' })).toBeDisabled();
  // The cards of the home page (without scripts React's streamed sections stay hidden).
  await page.goto('/');
  const cardButtons = page.getByRole('button', {
    name: /^افزودن «.+» به (سبد خرید|علاقه‌مندی‌ها)$/,
    includeHidden: true,
  });
  expect(await cardButtons.count()).toBeGreaterThan(10);
  for (const button of await cardButtons.all()) await expect(button).toBeDisabled();
  await context.close();

  // Once React runs the page, they work.
  const live = await browser.newPage();
  await live.goto(BOOK);
  await expect(live.getByRole('button', { name: 'افزودن به سبد خرید', exact: true })).toBeEnabled();
  await live.close();
});
