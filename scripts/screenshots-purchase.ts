// Screenshots of the purchase path, desktop and phone: a product page, the
// visitor's cart, the merged cart after login, checkout, settlement, the
// orders tab with the new order and its detail, the invoices tab, an invoice,
// and the favourites. Needs a storefront on the embedded fixture shop:
//   npx tsx scripts/screenshots-purchase.ts http://127.0.0.1:8080
import { screenshotRun } from './screenshot-run';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';

await screenshotRun(base, 'purchase-', async ({ page, shot }) => {
  await page.goto(`${base}/`);
  await page
    .getByRole('button', { name: /به سبد خرید$/ })
    .first()
    .waitFor();
  await shot('home');

  await page.goto(`${base}/Product/ST-2001/x`);
  await page.getByRole('radio', { name: 'بسته' }).check();
  await page.getByRole('button', { name: 'افزایش تعداد' }).click();
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.getByRole('link', { name: /سبد خرید، ۱ کالا/ }).waitFor();
  await shot('product');

  await page.goto(`${base}/cart`);
  await page.getByRole('link', { name: 'ورود و ادامه خرید' }).waitFor();
  await shot('cart-visitor');

  await page.getByRole('link', { name: 'ورود و ادامه خرید' }).click();
  await page.getByLabel('شماره موبایل').fill('09120000000');
  await page.getByLabel('رمز عبور').fill('demo1234');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('heading', { name: 'بازبینی سفارش' }).waitFor();
  await shot('checkout');

  await page.goto(`${base}/Product/BK-1001/x`);
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.goto(`${base}/cart`);
  await page.getByRole('link', { name: 'ادامه خرید و انتخاب نشانی' }).waitFor();
  await shot('cart');

  await page.getByRole('link', { name: 'ادامه خرید و انتخاب نشانی' }).click();
  await page.getByRole('textbox', { name: /توضیحات سفارش/ }).fill('لطفاً پیش از ارسال تماس بگیرید.');
  await page.getByRole('button', { name: 'ادامه و بازبینی نهایی' }).click();
  await page.getByRole('button', { name: 'ثبت نهایی سفارش' }).waitFor();
  await shot('settlement');

  await page.getByRole('button', { name: 'ثبت نهایی سفارش' }).click();
  await page.waitForURL(/tab=orders/);
  await page.getByText('در حال پردازش').first().waitFor();
  await shot('orders');

  await page
    .getByRole('link', { name: /جزئیات سفارش/ })
    .first()
    .click();
  await page.getByRole('heading', { name: /^سفارش/ }).waitFor();
  await shot('order-detail');

  await page.goto(`${base}/Profile?tab=invoices`);
  await page.getByRole('heading', { name: 'پیش‌فاکتورها' }).waitFor();
  await shot('invoices');

  await page
    .getByRole('link', { name: /مشاهده INV/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'چاپ فاکتور' }).waitFor();
  await shot('invoice');
  await page.emulateMedia({ media: 'print' });
  await shot('invoice-print');
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`${base}/Favorites`);
  await page.getByRole('list', { name: 'محصولات مورد علاقه' }).waitFor();
  await shot('favourites');
});
