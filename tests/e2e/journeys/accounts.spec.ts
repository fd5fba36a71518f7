import { expect, test } from '@playwright/test';
import { STOREFRONT } from '../../../playwright.config';
import { hydrated } from '../../support/browser/hydration';
import {
  DEMO_CUSTOMER as DEMO,
  forgeRefusedToken,
  logIn,
  newShopper,
} from '../../support/browser/shopper';

/**
 * Sign-up, login, recovery and the profile (SPEC §4, §8). The seeded demo
 * accounts are only read here; a test that changes an account (an address, the
 * personal details, a password) does it on a new one of its own, so that the
 * tests pass in any order and more than once on the same storefront.
 */
const STOCK_HOLDER = { phone: '09130000000', password: 'demo1234' };
const LOGIN_REQUIRED = 'برای دسترسی به این صفحه ابتدا وارد حساب کاربری خود شوید.';

test('login with the demo account sets the session cookie (SameSite=Strict, 7 days; Secure only over https)', async ({
  page,
  context,
}) => {
  await page.goto('/Login');
  // Persian digits and the +98 form are accepted and normalised.
  await logIn(page, DEMO, '+۹۸۹۱۲۰۰۰۰۰۰۰');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /سارا محمدی/ })).toBeVisible();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'auth_token');
  expect(cookie).toBeDefined();
  // The storefront is served over plain http here: a Secure cookie Safari's engine would drop.
  expect(cookie?.secure).toBe(false);
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7.01);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    user: JSON.parse(localStorage.getItem('user_entity') ?? 'null'),
  }));
  expect(stored.token).toBe(cookie?.value);
  expect(stored.user).toEqual({ firstName: 'سارا', lastName: 'محمدی', isStockHolder: false });
});

test('a wrong password shows the shop message and keeps what was typed', async ({
  page,
  request,
}) => {
  // A customer of its own: failed logins count against the account that took them.
  const { phone } = await newShopper(request, STOREFRONT);
  await page.goto('/Login');
  await logIn(page, { phone, password: 'wrong-password' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'شماره موبایل یا رمز عبور اشتباه است.' }),
  ).toBeVisible();
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(phone);
  await expect(page).toHaveURL(/\/Login$/);
});

test('an invalid phone is refused before anything is sent', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/shop/users/login')) sent = true;
  });
  await page.goto('/Login');
  await logIn(page, { phone: '12345', password: 'x' });
  await expect(page.getByText('شماره موبایل معتبر نیست')).toBeVisible();
  expect(sent).toBe(false);
});

test('/Profile without a token lands on /Login with the toast and returns after login', async ({
  page,
}) => {
  await page.goto('/Profile?tab=addresses');
  await expect(page).toHaveURL(/\/Login\?redirect=%2FProfile%3Ftab%3Daddresses$/);
  await expect(page.getByRole('status').filter({ hasText: LOGIN_REQUIRED })).toBeVisible();
  await logIn(page);
  await expect(page).toHaveURL(/\/Profile\?tab=addresses$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('حساب کاربری');
});

test('the server guard redirects every protected prefix in any casing, without caching', async ({
  request,
}) => {
  const cases: Array<[string, string]> = [
    ['/Profile', '/Profile'],
    ['/profile', '/Profile'],
    ['/CHECKOUT', '/checkout'],
    ['/favorites?page=2', '/Favorites?page=2'],
    ['/Settlement', '/Settlement'],
  ];
  for (const [path, canonical] of cases) {
    let response = await request.get(path, { maxRedirects: 0 });
    if (path !== canonical) {
      // Another casing first goes to the spelling of SPEC §2 (canonical-path), then to the guard.
      expect(response.status(), path).toBe(301);
      expect(response.headers().location).toBe(canonical);
      response = await request.get(canonical, { maxRedirects: 0 });
    }
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(`/Login?redirect=${encodeURIComponent(canonical)}`);
    expect(response.headers()['cache-control']).toBe('no-store');
  }
  const open = await request.get('/cart', { maxRedirects: 0 });
  expect(open.status()).toBe(200);
});

test('a client navigation to a protected page is guarded in the browser', async ({ page }) => {
  await page.goto('/');
  // A click before hydration is a page load, not the client navigation this test is about.
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'علاقه‌مندی‌ها' }).click();
  await expect(page).toHaveURL(/\/Login\?redirect=%2FFavorites$/);
  await expect(page.getByRole('status').filter({ hasText: LOGIN_REQUIRED })).toBeVisible();
});

test('a redirect target outside the site is ignored after login', async ({ page }) => {
  await page.goto('/Login?redirect=%2F%2Fevil.example%2F');
  await logIn(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('the stock holder sees the badge in the header', async ({ page }) => {
  await page.goto('/Login');
  await logIn(page, STOCK_HOLDER);
  const account = page.getByRole('banner').getByRole('link', { name: /علی رضایی/ });
  await expect(account).toBeVisible();
  await expect(account.getByText('سهامدار')).toBeVisible();
});

test('registering a known phone shows the 409 message next to the phone field', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('نام', { exact: true }).fill('سارا');
  await page.getByLabel('نام خانوادگی').fill('محمدی');
  await page.getByLabel('شماره موبایل').fill('۰۹۱۲۰۰۰۰۰۰۰');
  await page.getByLabel('رمز عبور', { exact: true }).fill('secret12');
  await page.getByLabel('تکرار رمز عبور').fill('secret12');
  await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
  const phone = page.getByLabel('شماره موبایل');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#register-phone-error')).toHaveText(
    'این کاربر قبلاً ثبت نام کرده است.',
  );
  await expect(page).toHaveURL(/\/register$/);
});

test('a stock-holder registration can pick only leaves, needs a valid national code and logs in', async ({
  page,
}) => {
  const phone = `0919${String(Date.now()).slice(-7)}`;
  await page.goto('/register');
  await page.getByLabel('نام', { exact: true }).fill('نگار');
  await page.getByLabel('نام خانوادگی').fill('احمدی');
  await page.getByLabel('شماره موبایل').fill(phone);
  await page.getByLabel('رمز عبور', { exact: true }).fill('secret12');
  await page.getByLabel('تکرار رمز عبور').fill('secret12');
  await page.getByRole('radio', { name: 'سهامدار' }).check();
  const tree = page.getByRole('list', { name: 'گروه‌های سهامداری' });
  await expect(tree).toBeVisible();
  // Branches are text, not choices; leaves are the only buttons.
  await expect(tree.getByText('سهامداران حقیقی')).toBeVisible();
  await expect(tree.getByRole('button', { name: 'سهامداران حقیقی' })).toHaveCount(0);
  await expect(tree.getByRole('button', { name: 'سهامداران', exact: true })).toHaveCount(0);
  await expect(tree.getByRole('button')).toHaveCount(5);
  await page.getByRole('searchbox', { name: 'جستجوی گروه سهامداری' }).fill('ممتاز');
  await expect(tree.getByRole('button')).toHaveCount(1);
  await tree.getByRole('button', { name: 'سهامداران ممتاز' }).click();
  await expect(tree.getByRole('button', { name: 'سهامداران ممتاز' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('کد ملی').fill('0453928172');
  await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
  await expect(page.locator('#register-national-code-error')).toHaveText('کد ملی معتبر نیست.');
  await page.getByLabel('کد ملی').fill('۰۴۵۳۹۲۸۱۷۱');
  await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const account = page.getByRole('banner').getByRole('link', { name: /نگار احمدی/ });
  await expect(account.getByText('سهامدار')).toBeVisible();
});

test('password recovery: phone, one-time code (paste, finish event), new password', async ({
  page,
  context,
  request,
}) => {
  // A shopper of its own, so that the demo accounts keep their passwords.
  const phone = `0918${String(Date.now()).slice(-7)}`;
  const signup = await request.post('/api/shop/users/signup', {
    data: {
      firstName: 'رضا',
      lastName: 'کریمی',
      phoneNumber: phone,
      password: 'oldpass1',
      nationalCode: null,
      stockHolderAccountId: null,
    },
  });
  expect(signup.ok()).toBe(true);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/Forget-password');
  await page.getByLabel('شماره موبایل').fill(phone);
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  const boxes = page.getByRole('group', { name: 'کد تأیید' }).getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  await expect(boxes.first()).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByText(/ارسال دوباره کد تا .* ثانیه دیگر/)).toBeVisible();
  // Boxes run left to right inside the right-to-left page.
  const [firstBox, lastBox] = await Promise.all([
    boxes.first().boundingBox(),
    boxes.last().boundingBox(),
  ]);
  expect(firstBox!.x).toBeLessThan(lastBox!.x);
  // A non-digit is rejected.
  await boxes.first().pressSequentially('a');
  await expect(boxes.first()).toHaveValue('');
  // A wrong code typed box by box fires the finish event and is refused.
  await boxes.first().pressSequentially('999999');
  await expect(
    page.getByRole('alert').filter({ hasText: 'کد تأیید نادرست یا منقضی شده است.' }),
  ).toBeVisible();
  // A non-digit paste changes nothing; a longer digit paste takes six digits and finishes.
  await page.evaluate(() => navigator.clipboard.writeText('12a456'));
  await boxes.first().focus();
  await page.keyboard.press('Control+V');
  await expect(boxes.first()).toHaveValue('9');
  await page.evaluate(() => navigator.clipboard.writeText('1234567'));
  await boxes.first().focus();
  await page.keyboard.press('Control+V');
  await expect(page.getByLabel('رمز عبور تازه', { exact: true })).toBeVisible();
  await page.getByLabel('رمز عبور تازه', { exact: true }).fill('newpass1');
  await page.getByLabel('تکرار رمز عبور تازه').fill('newpass1');
  await page.getByRole('button', { name: 'ذخیره رمز عبور' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /رضا کریمی/ })).toBeVisible();
});

test('an address form filters cities by province and saves with a marker position', async ({
  page,
  request,
}) => {
  // A customer with no address yet: what the reload shows can only be what this test saved.
  const shopper = await newShopper(request, STOREFRONT);
  await page.goto('/Login?redirect=%2FProfile%3Ftab%3Daddresses');
  await logIn(page, shopper);
  await expect(page).toHaveURL(/\/Profile\?tab=addresses$/);
  await expect(page.getByText('هنوز نشانی‌ای ذخیره نکرده‌اید.')).toBeVisible();
  await page.getByRole('button', { name: 'افزودن نشانی تازه' }).click();
  const form = page.getByRole('form', { name: 'نشانی تازه' });
  await expect(form.getByLabel('شهر')).toBeDisabled();
  await form.getByLabel('استان').selectOption({ label: 'اصفهان' });
  const cityOptions = await form.getByLabel('شهر').locator('option').allTextContents();
  expect(cityOptions).toContain('کاشان');
  expect(cityOptions).not.toContain('تبریز');
  await form.getByLabel('شهر').selectOption({ label: 'کاشان' });
  await form.getByLabel('نام گیرنده').fill('سارا محمدی');
  await form.getByLabel('شماره موبایل گیرنده').fill('09120000000');
  await form.getByLabel('نشانی', { exact: true }).fill('خیابان امیرکبیر، کوچه گلستان، پلاک ۴');
  await form.getByLabel('کد پستی').fill('۸۷۱۳۷۶۵۴۳۲');
  await form.getByRole('button', { name: 'ذخیره نشانی' }).click();
  await expect(form.getByText('موقعیت را روی نقشه مشخص کنید.')).toBeVisible();
  const map = form.getByTestId('address-map').locator('.leaflet-container');
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 90 } });
  const marker = form.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  const before = await marker.boundingBox();
  await map.click({ position: { x: 220, y: 140 } });
  await expect.poll(async () => (await marker.boundingBox())?.x).not.toBe(before?.x);
  await marker.click();
  await expect(form.locator('.leaflet-popup-content')).toContainText('کاشان');
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/shop/users/contact-info') &&
      response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'ذخیره نشانی' }).click();
  const body = (await (await saved).json()) as {
    value: { latitude: number; longitude: number; cityId: number; postalCode: string };
  };
  expect(typeof body.value.latitude).toBe('number');
  expect(typeof body.value.longitude).toBe('number');
  expect(body.value.postalCode).toBe('8713765432');
  await expect(page.getByRole('list', { name: 'نشانی‌های ذخیره‌شده' })).toContainText('کاشان');
  // Saved on the shop: still there after a reload.
  await page.reload();
  await expect(page.getByRole('list', { name: 'نشانی‌های ذخیره‌شده' })).toContainText(
    'خیابان امیرکبیر',
  );
});

test('the profile shows personal details, edits them with PATCH and keeps the tab in the URL', async ({
  page,
  request,
}) => {
  // A stock holder of its own (the seeded one keeps its name for the badge test).
  const holder = await newShopper(request, STOREFRONT, {
    firstName: 'علی',
    lastName: 'رضایی',
    stockHolder: { nationalCode: '0453928171', accountId: 512 },
  });
  await page.goto('/Login?redirect=%2FProfile');
  await logIn(page, holder);
  await expect(page).toHaveURL(/\/Profile$/);
  await expect(page.getByText('گروه مشتری')).toBeVisible();
  await expect(page.locator('.details-list')).toContainText('سهامدار');
  await expect(page.locator('.details-list')).toContainText('سهامداران ممتاز');
  await page.getByRole('button', { name: 'ویرایش مشخصات' }).click();
  await expect(page.getByLabel('شماره موبایل')).toHaveAttribute('readonly', '');
  // Checked before anything is sent; a stock holder's national code is required and must be valid.
  await page.getByLabel('نام خانوادگی').fill(' ');
  await page.getByLabel('کد ملی').fill('0453928172');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page.locator('#profile-last-name-error')).toHaveText('نام خانوادگی را وارد کنید.');
  await expect(page.getByLabel('کد ملی')).toHaveAccessibleDescription('کد ملی معتبر نیست.');
  // Cancel drops what was typed: the form opens again on the saved details.
  await page.getByRole('button', { name: 'انصراف' }).click();
  await page.getByRole('button', { name: 'ویرایش مشخصات' }).click();
  await expect(page.getByLabel('نام خانوادگی')).toHaveValue('رضایی');
  await expect(page.getByLabel('کد ملی')).toHaveValue('0453928171');
  await page.getByLabel('نام', { exact: true }).fill('علیرضا');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page.locator('.details-list')).toContainText('علیرضا');
  await expect(page.getByRole('banner').getByRole('link', { name: /علیرضا رضایی/ })).toBeVisible();
  await page.getByRole('link', { name: 'سفارش‌ها' }).click();
  await expect(page).toHaveURL(/\/Profile\?tab=orders$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'سفارش‌ها' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('logout clears local storage and the cookie', async ({ page, context }) => {
  await page.goto('/Login?redirect=%2FProfile');
  await logIn(page);
  await expect(page).toHaveURL(/\/Profile$/);
  await page.getByRole('button', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'حساب کاربری' })).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem('auth_token'),
    localStorage.getItem('user_entity'),
  ]);
  expect(stored).toEqual([null, null]);
  expect((await context.cookies()).some((cookie) => cookie.name === 'auth_token')).toBe(false);
  await page.goto('/Profile');
  await expect(page).toHaveURL(/\/Login\?redirect=%2FProfile$/);
});

test('a 401 from the shop clears the session', async ({ page, context }) => {
  await page.goto('/Login');
  // Signed in, the home page reads the shopper's cart. Forged before that call, the token
  // would meet it there: a 401 that ends the session before /Profile is asked (seen once).
  const cartRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/_shopper/cart',
  );
  await logIn(page);
  await expect(page).toHaveURL(/\/$/);
  await cartRead;
  await forgeRefusedToken(page);
  await page.goto('/Profile');
  await expect(page.getByText('نشست شما به پایان رسیده است. لطفاً دوباره وارد شوید.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  expect((await context.cookies()).some((cookie) => cookie.name === 'auth_token')).toBe(false);
});
