// Screenshots of the account pages in their interesting states (logged in,
// stock-holder picker open, code step, the profile, address and review forms with
// their errors, address form with its map), desktop and phone:
//   npx tsx scripts/screenshots-accounts.ts http://127.0.0.1:8080
import { screenshotRun } from './screenshot-run';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';

await screenshotRun(base, 'accounts-', async ({ page, shot }) => {
  await page.goto(`${base}/Profile`);
  await page.getByRole('status').first().waitFor();
  await shot('login-guarded');
  await page.goto(`${base}/register`);
  await page.getByRole('radio', { name: 'سهامدار' }).check();
  await page.getByRole('button', { name: 'سهامداران ممتاز' }).click();
  await shot('register-stock-holder');
  await page.goto(`${base}/Forget-password`);
  await page.getByLabel('شماره موبایل').fill('09120000000');
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await page
    .getByRole('group', { name: 'کد تأیید' })
    .getByRole('textbox')
    .first()
    .pressSequentially('123');
  await shot('recovery-code');
  await page.goto(`${base}/Login?redirect=%2FProfile`);
  await page.getByLabel('شماره موبایل').fill('09130000000');
  await page.getByLabel('رمز عبور').fill('demo1234');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.waitForURL(/\/Profile$/);
  await page.getByText('گروه مشتری').waitFor();
  await shot('profile');
  await page.getByRole('button', { name: 'ویرایش مشخصات' }).click();
  await page.getByLabel('نام خانوادگی').fill('');
  await page.getByLabel('کد ملی').fill('123');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await page.locator('#profile-national-code-error').waitFor();
  await shot('profile-edit-errors');
  await page.goto(`${base}/Product/BK-1002/x`);
  await page.getByRole('button', { name: 'ثبت نظر' }).click();
  await page.locator('#review-rate-error').waitFor();
  await page.locator('#review-form-title').scrollIntoViewIfNeeded();
  await shot('review-form-errors');
  await page.goto(`${base}/Profile?tab=addresses`);
  await page.getByRole('button', { name: 'افزودن نشانی تازه' }).click();
  await page.getByRole('button', { name: 'ذخیره نشانی' }).click();
  await page.locator('#address-line-error').waitFor();
  await shot('address-form-errors');
  await page.getByLabel('استان').selectOption({ label: 'تهران' });
  await page.getByLabel('شهر').selectOption({ label: 'تهران' });
  await page.getByLabel('نشانی', { exact: true }).fill('خیابان ولیعصر، کوچه بهار، پلاک ۱۲');
  const map = page.locator('.leaflet-container');
  await map.click({ position: { x: 100, y: 80 } });
  await page.locator('.leaflet-marker-icon').click();
  await shot('address-form');
});
