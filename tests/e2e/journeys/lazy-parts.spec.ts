import type { Page } from '@playwright/test';
import { productPath } from '@/lib/routing/product-path';
import { holdScripts, hydrated } from '../../support/browser/hydration';
import { expect, test } from '../../support/browser/fixtures';
import { setCartItem } from '../../support/browser/shopper';
import { API_CLIENT, apiClientAsked, apiClientRequests } from '../../support/browser/api-client';

/**
 * Parts of a page whose code loads on first use (the review form, the address
 * form, the profile form, the maps): when that code cannot be downloaded (the
 * phone lost its connection), the part says so in Persian and the rest of the
 * page stays, not reloaded. Before LazyPart, React took the whole page down: a
 * blank screen. (After a deploy removed the file, the page reloads once:
 * shell.spec.ts.)
 */
const FAILED = 'این بخش بارگذاری نشد. اتصال اینترنت را بررسی کنید و صفحه را دوباره بارگذاری کنید.';

/** How many times the page has loaded again from now on (a reload). */
function loadsOf(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test('the review form that cannot be loaded says so; the product page stays', async ({
  page,
  demoCustomer: _demoCustomer,
}) => {
  await page.route(/\/assets\/ReviewFormFields-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto(productPath({ code: 'BK-1002', title: 'کتاب سمفونی مردگان' }));
  const reviews = page.getByRole('region', { name: 'نظرات خریداران' });
  await expect(reviews.getByRole('alert')).toContainText(FAILED);
  await expect(reviews.getByRole('button', { name: 'بارگذاری دوباره صفحه' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'کتاب سمفونی مردگان' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeEnabled();
});

test('the address form that cannot be loaded says so; the address book stays', async ({
  page,
  demoCustomer: _demoCustomer,
}) => {
  await page.route(/\/assets\/AddressFormLoader-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/Profile?tab=addresses');
  const saved = page.getByRole('list', { name: 'نشانی‌های ذخیره‌شده' });
  await expect(saved).toBeVisible();
  // The server still has this build, so it is no deploy: no reload.
  const loads = loadsOf(page);
  await page.getByRole('button', { name: 'افزودن نشانی تازه' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expect(saved).toBeVisible();
  expect(loads()).toBe(0);
});

test('the profile form that cannot be loaded says so; the profile stays', async ({
  page,
  demoCustomer: _demoCustomer,
}) => {
  await page.route(/\/assets\/ProfileForm-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/Profile');
  await expect(page.getByText('گروه مشتری')).toBeVisible();
  const loads = loadsOf(page);
  await page.getByRole('button', { name: 'ویرایش مشخصات' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'سفارش‌ها' })).toBeVisible();
  expect(loads()).toBe(0);
});

test('before the scripts have run, the buttons that open the profile’s forms are disabled, so no tap is lost', async ({
  page,
  demoCustomer: _demoCustomer,
}) => {
  for (const [path, names] of [
    ['/Profile', ['ویرایش مشخصات']],
    ['/Profile?tab=addresses', ['افزودن نشانی تازه', 'ویرایش']],
  ] as const) {
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    for (const name of names) {
      await expect(page.getByRole('button', { name, exact: true }).first(), path).toBeDisabled();
    }
    scripts.release();
    await hydrated(page);
    for (const name of names) {
      await expect(page.getByRole('button', { name, exact: true }).first(), path).toBeEnabled();
    }
    await page.unrouteAll();
  }
  // Once enabled, a tap opens the form.
  await page.getByRole('button', { name: 'افزودن نشانی تازه' }).click();
  await expect(page.getByRole('button', { name: 'افزودن نشانی تازه' })).toBeHidden();
});

const NETWORK_FAILED = 'خطا در برقراری ارتباط با سرور';

for (const path of ['/Login', '/register', '/Forget-password']) {
  test(`${path} fetches the API client on the form's first focus, not with the page`, async ({
    page,
  }) => {
    const fetched = apiClientRequests(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await hydrated(page, { selector: 'main form' });
    expect(fetched).toEqual([]);
    const asked = apiClientAsked(page);
    await page.getByLabel('شماره موبایل').focus();
    await asked;
  });
}

test('the invoices tab fetches the API client on its button’s first touch, not with the tab', async ({
  page,
  request,
  baseURL,
  shopper,
}) => {
  await setCartItem(request, baseURL ?? '', shopper, 101, 4, 1);
  const fetched = apiClientRequests(page);
  await page.goto('/Profile?tab=invoices', { waitUntil: 'networkidle' });
  const ask = page.getByRole('button', { name: 'درخواست پیش‌فاکتور از سبد خرید' });
  await expect(ask).toBeEnabled();
  expect(fetched).toEqual([]);
  const asked = apiClientAsked(page);
  await ask.click();
  await asked;
  await expect(page.getByRole('list', { name: 'پیش‌فاکتورها' })).toBeVisible();
});

test('a login whose API client cannot be downloaded says so in Persian and keeps what was typed', async ({
  page,
}) => {
  await page.route(API_CLIENT, (route) => route.abort('internetdisconnected'));
  await page.goto('/Login');
  await hydrated(page, { selector: 'main form' });
  // The download starts at the first focus and fails; the server still has this build, so the
  // page is not reloaded under the shopper's typing.
  const loads = loadsOf(page);
  await page.getByLabel('شماره موبایل').fill('09120000000');
  await page.getByLabel('رمز عبور').fill('demo1234');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: NETWORK_FAILED })).toBeVisible();
  await expect(page.getByLabel('شماره موبایل')).toHaveValue('09120000000');
  await expect(page).toHaveURL(/\/Login$/);
  expect(loads()).toBe(0);
});
