import { type Page } from '@playwright/test';
import { CART_MESSAGES } from '@/features/cart/messages';
import { STOREFRONT } from '../../../playwright.config';
import { forEachShop, productOf } from '../../support/browser/shops';
import {
  addAddress,
  newShopper,
  setCartItem,
  type Shopper,
  signIn,
  signInDemoCustomer,
} from '../../support/browser/shopper';
import { expect, test } from '../../support/browser/fixtures';

/**
 * Checkout, settlement, orders and invoices (SPEC §2–§4), each test with a new
 * customer; the purchase to an order runs against both dialects (tests/support/browser/shops.ts).
 */

async function addToCart(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^سبد خرید، / })).toBeVisible();
  // The header counts the line at once; the toast comes once the shop has it. Leaving the
  // page before then (page.goto) would cancel the call and find the cart empty.
  await expect(page.getByRole('status').filter({ hasText: CART_MESSAGES.added })).toBeVisible();
}

async function checkOut(page: Page, note = '') {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'ادامه خرید و انتخاب نشانی' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /مریم آزمون/ })).toBeChecked();
  if (note) await page.getByRole('textbox', { name: /توضیحات سفارش/ }).fill(note);
  await page.getByRole('button', { name: 'ادامه و بازبینی نهایی' }).click();
  await expect(page).toHaveURL(/\/Settlement$/);
}

async function shopperWithAddress(
  request: Parameters<typeof newShopper>[0],
  base = STOREFRONT,
): Promise<Shopper> {
  const shopper = await newShopper(request, base);
  await addAddress(request, base, shopper);
  return shopper;
}

forEachShop((shop) => {
  test('checkout through /Settlement creates order 10001 «در حال پردازش» and empties the cart; the next is 10002', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, shop.base, await shopperWithAddress(request, shop.base));
    // Both products are looked up now: after the first checkout the request context's idle
    // connection would be about the server's 5 s keep-alive, and a request sent on it just as
    // the server closes it fails with a reset (one clean-clone run).
    const [book, second] = [
      await productOf(request, shop.base, 101),
      await productOf(request, shop.base, 110),
    ];
    const submits: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/shop/users/cart/submit'))
        submits.push(`${sent.method()} ${sent.postData()}`);
    });

    await addToCart(page, book.path);
    await checkOut(page, 'لطفاً پیش از ارسال تماس بگیرید.');
    const payable = page.getByRole('region', { name: 'مبلغ قابل پرداخت' });
    await expect(payable).toContainText('۱۸۵٬۰۰۰ تومان');
    await expect(payable).toContainText('۱۸٬۵۰۰ تومان');
    await expect(payable).toContainText('۱۶۶٬۵۰۰ تومان');
    await expect(page.getByRole('region', { name: 'ارسال به' })).toContainText(
      'خیابان انقلاب، کوچه نسترن',
    );
    // A double click submits once.
    await page.getByRole('button', { name: 'ثبت نهایی سفارش' }).dblclick();

    await expect(page).toHaveURL(/\/Profile\?tab=orders$/);
    const orders = page.getByRole('list', { name: 'سفارش‌ها' });
    const first = orders.getByRole('listitem').filter({ hasText: 'سفارش ۱۰۰۰۱' });
    await expect(first).toContainText('در حال پردازش');
    await expect(first).toContainText('۱۶۶٬۵۰۰ تومان');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'سبد خرید', exact: true }),
    ).toBeVisible();
    expect(submits).toHaveLength(1);
    // The address id goes back as the shop listed it (a number).
    expect(JSON.parse(submits[0]!.slice('PATCH '.length))).toMatchObject({
      contactInfoId: expect.any(Number),
      description: 'لطفاً پیش از ارسال تماس بگیرید.',
    });
    expect(submits[0]).toMatch(/^PATCH /);

    await addToCart(page, second.path);
    await checkOut(page);
    await page.getByRole('button', { name: 'ثبت نهایی سفارش' }).click();
    await expect(page).toHaveURL(/\/Profile\?tab=orders$/);
    await expect(orders.getByRole('listitem').first()).toContainText('سفارش ۱۰۰۰۲');
    await expect(orders.getByRole('listitem')).toHaveCount(2);

    // The detail of a local record, with the shop's tracking code of the same order.
    await orders.getByRole('link', { name: 'جزئیات سفارش ۱۰۰۰۱' }).click();
    await expect(page.getByRole('heading', { name: 'سفارش ۱۰۰۰۱' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('کتاب بوف کور');
    await expect(page.getByText('کد پیگیری فروشگاه')).toBeVisible();
    const records = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('local_orders') ?? '{}'),
    );
    const mine = Object.values(records)[0] as Array<{ id: number; status: string }>;
    expect(mine.map((record) => [record.id, record.status])).toEqual([
      [10002, 'در حال پردازش'],
      [10001, 'در حال پردازش'],
    ]);
  });
});

test('a failed submit keeps the cart as it was and shows the error', async ({
  page,
  context,
  request,
}) => {
  const shopper = await shopperWithAddress(request);
  await setCartItem(request, STOREFRONT, shopper, 101, 4, 2);
  await signIn(context, STOREFRONT, shopper);
  await page.route('**/api/shop/users/cart/submit', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"isSuccess":false,"isFailure":true,"errors":["فروشگاه موقتاً پاسخ نمی‌دهد."]}',
    }),
  );
  await checkOut(page);
  await page.getByRole('button', { name: 'ثبت نهایی سفارش' }).click();
  await expect(
    page.getByRole('region', { name: 'مبلغ قابل پرداخت' }).getByRole('alert'),
  ).toHaveText('فروشگاه موقتاً پاسخ نمی‌دهد.');
  await expect(page).toHaveURL(/\/Settlement$/);
  await page.goto('/cart');
  await expect(
    page.getByRole('group', { name: /^تعداد کتاب بوف کور/ }).getByRole('textbox'),
  ).toHaveValue('۲');
  expect(await page.evaluate(() => localStorage.getItem('local_orders'))).toBeNull();
});

test('an empty cart cannot check out, and checkout without an address asks for one', async ({
  page,
  request,
  shopper,
}) => {
  await page.goto('/checkout');
  await expect(
    page.getByText('سبد خرید شما خالی است؛ برای ثبت سفارش ابتدا محصولی به سبد بیفزایید.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'ادامه و بازبینی نهایی' })).toHaveCount(0);
  await page.goto('/Settlement');
  await expect(page.getByText('سبد خرید شما خالی است.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ثبت نهایی سفارش' })).toHaveCount(0);

  await setCartItem(request, STOREFRONT, shopper, 101, 4, 1);
  await page.goto('/checkout');
  await expect(page.getByText('هنوز نشانی‌ای ذخیره نکرده‌اید')).toBeVisible();
  await page.getByRole('button', { name: 'ادامه و بازبینی نهایی' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'یک نشانی تحویل انتخاب کنید' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the orders tab lists the shop orders newest first with Jalali dates, and a detail from GET …/orders/{id}', async ({
  browser,
  context,
  page,
  request,
}) => {
  const newcomer = await browser.newContext();
  await signIn(newcomer, STOREFRONT, await newShopper(request, STOREFRONT));
  const empty = await newcomer.newPage();
  await empty.goto(`${STOREFRONT}/Profile?tab=orders`);
  await expect(empty.getByText('هنوز سفارشی ثبت نکرده‌اید.')).toBeVisible();
  await newcomer.close();

  await signInDemoCustomer(context, request, STOREFRONT);
  await page.goto('/Profile?tab=orders');
  const rows = page.getByRole('list', { name: 'سفارش‌ها' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'S-۳۰۰۱' })).toContainText('۲۵ خرداد ۱۴۰۴');
  const numbers = await rows.locator('.order-row__number').allTextContents();
  const seeded = numbers.filter((text) => text.includes('S-'));
  expect(seeded.slice(-4)).toEqual([
    'سفارش S-۳۰۰۴',
    'سفارش S-۳۰۰۳',
    'سفارش S-۳۰۰۲',
    'سفارش S-۳۰۰۱',
  ]);
  await rows
    .filter({ hasText: 'S-۳۰۰۱' })
    .getByRole('link', { name: /جزئیات/ })
    .click();
  await expect(page).toHaveURL(/order=3001/);
  await expect(page.getByRole('heading', { name: 'سفارش S-۳۰۰۱' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('کتاب بوف کور');
  await expect(page.getByText('تحویل شده')).toBeVisible();
});

test('invoices: a pro-forma of the cart is made, viewed, printed and deleted after a confirmation', async ({
  page,
  request,
  shopper,
}) => {
  await setCartItem(request, STOREFRONT, shopper, 101, 4, 2);
  await page.goto('/Profile?tab=invoices');
  await expect(page.getByText('پیش‌فاکتوری ندارید.')).toBeVisible();
  await expect(page.getByText('هنوز فاکتوری برای شما صادر نشده است.')).toBeVisible();

  await page.getByRole('button', { name: 'درخواست پیش‌فاکتور از سبد خرید' }).click();
  const drafts = page.getByRole('list', { name: 'پیش‌فاکتورها' });
  await expect(drafts.getByRole('listitem')).toHaveCount(1);
  await expect(drafts).toContainText('۳۳۳٬۰۰۰ تومان');
  await expect(
    page.getByRole('status').filter({ hasText: 'از سبد خرید شما ساخته شد' }),
  ).toBeVisible();

  await drafts.getByRole('link', { name: /^مشاهده/ }).click();
  await expect(page.getByRole('heading', { name: /^پیش‌فاکتور/ })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('کتاب بوف کور');
  await expect(page.getByRole('button', { name: 'چاپ فاکتور' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('table')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'بازگشت به فهرست فاکتورها' }).click();
  const deletes: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'DELETE') deletes.push(new URL(sent.url()).pathname);
  });
  await drafts.getByRole('button', { name: /^حذف/ }).click();
  const dialog = page.getByRole('dialog', { name: 'حذف پیش‌فاکتور' });
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await expect(drafts.getByRole('listitem')).toHaveCount(1);
  expect(deletes).toEqual([]);
  await drafts.getByRole('button', { name: /^حذف/ }).click();
  await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByText('پیش‌فاکتوری ندارید.')).toBeVisible();
  expect(deletes).toHaveLength(1);
  expect(deletes[0]).toMatch(/^\/api\/shop\/users\/invoices\/\d+$/);
  await page.reload();
  await expect(page.getByText('پیش‌فاکتوری ندارید.')).toBeVisible();
});
