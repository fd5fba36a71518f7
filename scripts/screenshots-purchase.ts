// Screenshots of the purchase path, desktop and phone: a product page, the
// visitor's cart, the merged cart after login, checkout, settlement, the
// orders tab with the new order and its detail, the invoices tab, an invoice,
// and the favourites. Needs a storefront on the embedded fixture shop:
//   npx tsx scripts/screenshots-purchase.ts http://127.0.0.1:8080
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
  const file = `screenshots/purchase-${name}-${viewport}.png`;
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

  await page.goto(`${base}/`);
  await page.getByRole('button', { name: /به سبد خرید$/ }).first().waitFor();
  await shot(page, 'home', viewport.name);

  await page.goto(`${base}/Product/ST-2001/x`);
  await page.getByRole('radio', { name: 'بسته' }).check();
  await page.getByRole('button', { name: 'افزایش تعداد' }).click();
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.getByRole('link', { name: /سبد خرید، ۱ کالا/ }).waitFor();
  await shot(page, 'product', viewport.name);

  await page.goto(`${base}/cart`);
  await page.getByRole('link', { name: 'ورود و ادامه خرید' }).waitFor();
  await shot(page, 'cart-visitor', viewport.name);

  await page.getByRole('link', { name: 'ورود و ادامه خرید' }).click();
  await page.getByLabel('شماره موبایل').fill('09120000000');
  await page.getByLabel('رمز عبور').fill('demo1234');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('heading', { name: 'بازبینی سفارش' }).waitFor();
  await shot(page, 'checkout', viewport.name);

  await page.goto(`${base}/Product/BK-1001/x`);
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.goto(`${base}/cart`);
  await page.getByRole('link', { name: 'ادامه خرید و انتخاب نشانی' }).waitFor();
  await shot(page, 'cart', viewport.name);

  await page.getByRole('link', { name: 'ادامه خرید و انتخاب نشانی' }).click();
  await page.getByRole('textbox', { name: /توضیحات سفارش/ }).fill('لطفاً پیش از ارسال تماس بگیرید.');
  await page.getByRole('button', { name: 'ادامه و بازبینی نهایی' }).click();
  await page.getByRole('button', { name: 'ثبت نهایی سفارش' }).waitFor();
  await shot(page, 'settlement', viewport.name);

  await page.getByRole('button', { name: 'ثبت نهایی سفارش' }).click();
  await page.waitForURL(/tab=orders/);
  await page.getByText('در حال پردازش').first().waitFor();
  await shot(page, 'orders', viewport.name);

  await page.getByRole('link', { name: /جزئیات سفارش/ }).first().click();
  await page.getByRole('heading', { name: /^سفارش/ }).waitFor();
  await shot(page, 'order-detail', viewport.name);

  await page.goto(`${base}/Profile?tab=invoices`);
  await page.getByRole('heading', { name: 'پیش‌فاکتورها' }).waitFor();
  await shot(page, 'invoices', viewport.name);

  await page.getByRole('link', { name: /مشاهده INV/ }).first().click();
  await page.getByRole('button', { name: 'چاپ فاکتور' }).waitFor();
  await shot(page, 'invoice', viewport.name);
  await page.emulateMedia({ media: 'print' });
  await shot(page, 'invoice-print', viewport.name);
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`${base}/Favorites`);
  await page.getByRole('list', { name: 'محصولات مورد علاقه' }).waitFor();
  await shot(page, 'favorites', viewport.name);
  await context.close();
}
await browser.close();
