import { productPath } from '@/lib/routing/product-path';
import { expect, test } from '../../support/browser/fixtures';

/**
 * Parts of a page whose code loads on first use (the review form, the address
 * form, the profile form, the maps): when that code cannot be downloaded (the
 * phone lost its connection, a deploy removed the file), the part says so in
 * Persian and the rest of the page stays. Before LazyPart, React took the
 * whole page down: a blank screen.
 */
const FAILED = 'این بخش بارگذاری نشد. اتصال اینترنت را بررسی کنید و صفحه را دوباره بارگذاری کنید.';

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
  // The first failure may be a deploy that replaced the file: the page reloads once (SPEC §9's guard).
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'افزودن نشانی تازه' }).click();
  await reloaded;
  // Again within the guard's 10 s: no second reload, the part says it could not be loaded.
  await page.getByRole('button', { name: 'افزودن نشانی تازه' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expect(saved).toBeVisible();
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
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'ویرایش مشخصات' }).click();
  await reloaded;
  await page.getByRole('button', { name: 'ویرایش مشخصات' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'سفارش‌ها' })).toBeVisible();
});
