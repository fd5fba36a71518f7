import { expect, test, type Page } from '@playwright/test';

const DEMO = { phone: '09120000000', password: 'demo1234' };
const STOCK_HOLDER = { phone: '09130000000', password: 'demo1234' };
const LOGIN_REQUIRED = 'برای دسترسی به این صفحه ابتدا وارد حساب کاربری خود شوید.';

async function logIn(page: Page, account = DEMO, phoneAsTyped = account.phone) {
  await page.getByLabel('شماره موبایل').fill(phoneAsTyped);
  await page.getByLabel('رمز عبور').fill(account.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

test('login with the demo account sets the session cookie (Secure, SameSite=Strict, 7 days)', async ({ page, context }) => {
  await page.goto('/Login');
  // Persian digits and the +98 form are accepted and normalised.
  await logIn(page, DEMO, '+۹۸۹۱۲۰۰۰۰۰۰۰');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /سارا محمدی/ })).toBeVisible();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'auth_token');
  expect(cookie).toBeDefined();
  expect(cookie?.secure).toBe(true);
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

test('a wrong password shows the shop message and keeps what was typed', async ({ page }) => {
  await page.goto('/Login');
  await logIn(page, { phone: DEMO.phone, password: 'wrong-password' });
  await expect(page.getByRole('alert').filter({ hasText: 'شماره موبایل یا رمز عبور اشتباه است.' })).toBeVisible();
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(DEMO.phone);
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

test('/Profile without a token lands on /Login with the toast and returns after login', async ({ page }) => {
  await page.goto('/Profile?tab=addresses');
  await expect(page).toHaveURL(/\/Login\?redirect=%2FProfile%3Ftab%3Daddresses$/);
  await expect(page.getByRole('status').filter({ hasText: LOGIN_REQUIRED })).toBeVisible();
  await logIn(page);
  await expect(page).toHaveURL(/\/Profile\?tab=addresses$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('حساب کاربری');
});

test('the server guard redirects every protected prefix in any casing, without caching', async ({ request }) => {
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
      // Another casing first goes to the spelling of SPEC §2 (20-canonical-path), then to the guard.
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
