import { expect, test, type Page, type Request } from '@playwright/test';
import { holdScripts, hydrated, isHydrated } from '../../support/browser/hydration';

/**
 * A shopper on a slow phone types into the server-rendered forms before
 * React has taken over the page. What was typed must still be what is sent
 * once the scripts have run (the fields are uncontrolled and read through
 * FormData on submit; a controlled field's state would win at hydration).
 */

/** Opens a page with its scripts held back, so that the form is the server's HTML only. */
async function openBeforeHydration(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('form').first()).toBeVisible();
  expect(await isHydrated(page, 'main form')).toBe(false);
  return scripts;
}

async function letHydrate(page: Page, scripts: { release: () => void }) {
  scripts.release();
  await hydrated(page, { selector: 'main form' });
}

function bodyOf(request: Request): Record<string, unknown> {
  return request.postDataJSON() as Record<string, unknown>;
}

test('login: the phone and password typed before hydration are the ones sent', async ({ page }) => {
  const scripts = await openBeforeHydration(page, '/Login');
  await page.getByLabel('شماره موبایل').pressSequentially('۰۹۱۲۰۰۰۰۰۰۰');
  await page.getByLabel('رمز عبور').pressSequentially('demo1234');
  // A submit before hydration would be the browser's own GET, with the password in the URL.
  await expect(page.getByRole('button', { name: 'ورود', exact: true })).toBeDisabled();
  await letHydrate(page, scripts);
  await expect(page.getByLabel('شماره موبایل')).toHaveValue('۰۹۱۲۰۰۰۰۰۰۰');
  const sent = page.waitForRequest('**/api/shop/users/login');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  expect(bodyOf(await sent)).toEqual({ phoneNumber: '09120000000', password: 'demo1234' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /سارا محمدی/ })).toBeVisible();
});

test('register: every field typed before hydration is sent', async ({ page }) => {
  const phone = `0917${String(Date.now()).slice(-7)}`;
  const scripts = await openBeforeHydration(page, '/register');
  await page.getByLabel('نام', { exact: true }).pressSequentially('لیلا');
  await page.getByLabel('نام خانوادگی').pressSequentially('رحیمی');
  await page.getByLabel('شماره موبایل').pressSequentially(phone);
  await page.getByLabel('رمز عبور', { exact: true }).pressSequentially('secret12');
  await page.getByLabel('تکرار رمز عبور').pressSequentially('secret12');
  await expect(page.getByRole('button', { name: 'ثبت نام', exact: true })).toBeDisabled();
  await letHydrate(page, scripts);
  const sent = page.waitForRequest('**/api/shop/users/signup');
  await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
  expect(bodyOf(await sent)).toEqual({
    firstName: 'لیلا',
    lastName: 'رحیمی',
    phoneNumber: phone,
    password: 'secret12',
    nationalCode: null,
    stockHolderAccountId: null,
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /لیلا رحیمی/ })).toBeVisible();
});

test('register: the stock-holder choice made before hydration holds after it', async ({ page }) => {
  const scripts = await openBeforeHydration(page, '/register');
  await page.getByRole('radio', { name: 'سهامدار' }).check();
  await letHydrate(page, scripts);
  await expect(page.getByRole('radio', { name: 'سهامدار' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'گروه‌های سهامداری' })).toBeVisible();
  await expect(page.getByLabel('کد ملی')).toBeVisible();
});

test('password recovery: the phone typed before hydration is the one the code is sent to', async ({
  page,
}) => {
  const scripts = await openBeforeHydration(page, '/Forget-password');
  await page.getByLabel('شماره موبایل').pressSequentially('09120000000');
  await expect(page.getByRole('button', { name: 'ارسال کد تأیید' })).toBeDisabled();
  await letHydrate(page, scripts);
  const sent = page.waitForRequest('**/api/shop/users/password/send-code');
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  expect(bodyOf(await sent)).toEqual({ phoneNumber: '09120000000' });
  await expect(page.getByRole('group', { name: 'کد تأیید' }).getByRole('textbox')).toHaveCount(6);
});
