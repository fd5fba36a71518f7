// Screenshots of the account pages in their interesting states (logged in,
// stock-holder picker open, code step, address form with its map), desktop and phone:
//   npx tsx scripts/screenshots-accounts.ts http://127.0.0.1:8080
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { notificationAlreadyRead } from '../tests/e2e/support/notification';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function shot(page: Page, name: string, viewport: string) {
  const file = `screenshots/accounts-${name}-${viewport}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

for (const viewport of viewports) {
  const context = await browser.newContext({
    viewport,
    locale: 'fa-IR',
    deviceScaleFactor: 1,
    storageState: notificationAlreadyRead([base]),
  });
  const page = await context.newPage();
  await page.goto(`${base}/Profile`);
  await page.getByRole('status').first().waitFor();
  await shot(page, 'login-guarded', viewport.name);
  await page.goto(`${base}/register`);
  await page.getByRole('radio', { name: 'سهامدار' }).check();
  await page.getByRole('button', { name: 'سهامداران ممتاز' }).click();
  await shot(page, 'register-stock-holder', viewport.name);
  await page.goto(`${base}/Forget-password`);
  await page.getByLabel('شماره موبایل').fill('09120000000');
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await page.getByRole('group', { name: 'کد تأیید' }).getByRole('textbox').first().pressSequentially('123');
  await shot(page, 'recovery-code', viewport.name);
  await page.goto(`${base}/Login?redirect=%2FProfile`);
  await page.getByLabel('شماره موبایل').fill('09130000000');
  await page.getByLabel('رمز عبور').fill('demo1234');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.waitForURL(/\/Profile$/);
  await page.getByText('گروه مشتری').waitFor();
  await shot(page, 'profile', viewport.name);
  await page.goto(`${base}/Profile?tab=addresses`);
  await page.getByRole('button', { name: 'افزودن نشانی تازه' }).click();
  await page.getByLabel('استان').selectOption({ label: 'تهران' });
  await page.getByLabel('شهر').selectOption({ label: 'تهران' });
  await page.getByLabel('نشانی', { exact: true }).fill('خیابان ولیعصر، کوچه بهار، پلاک ۱۲');
  const map = page.locator('.leaflet-container');
  await map.click({ position: { x: 100, y: 80 } });
  await page.locator('.leaflet-marker-icon').click();
  await shot(page, 'address-form', viewport.name);
  await context.close();
}
await browser.close();
