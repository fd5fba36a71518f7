// Screenshots against the fixture shop's strict dialect (issue 13), desktop and
// phone: the cart of a logged-in shopper filled from a card and from product
// pages (one with a Persian code holding a slash), a search spelled with Arabic
// letters, a top-level category and a product page. Needs a storefront on it:
//   PORT=8440 SHOP_FIXTURES=strict node dist/serve-node.js
//   npx tsx scripts/screenshots-strict.ts http://127.0.0.1:8440
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { productPath } from '../src/lib/product-path';
import { notificationAlreadyRead } from '../tests/e2e/support/notification';

const base = process.argv[2] ?? 'http://127.0.0.1:8440';
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
  const file = `screenshots/strict-${name}-${viewport}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

async function json(path: string, init: RequestInit = {}) {
  const answer = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return (await answer.json()) as { value: unknown };
}

const productAt = async (id: number) => (await json(`/api/shop/products/${id}`)).value as { code: string; title: string };

for (const viewport of viewports) {
  const token = (await json('/api/shop/users/login', { method: 'POST', body: JSON.stringify({ phoneNumber: '09120000000', password: 'demo1234' }) })).value as string;
  await json('/api/shop/users/cart/clear', { headers: { authorization: `Bearer ${token}` } });
  const context = await browser.newContext({ viewport, locale: 'fa-IR', deviceScaleFactor: 1, storageState: notificationAlreadyRead([base]) });
  await context.addCookies([{ name: 'auth_token', value: token, url: base, secure: true, sameSite: 'Strict' }]);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('auth_token')) localStorage.setItem('auth_token', value);
  }, token);
  const page = await context.newPage();

  await page.goto(`${base}/category/10`);
  const book = await productAt(101);
  await page.getByRole('button', { name: `افزودن «${book.title}» به سبد خرید` }).click();
  await page.getByRole('status').filter({ hasText: 'به سبد خرید افزوده شد.' }).waitFor();
  await shot(page, 'category', viewport.name);

  for (const id of [103, 102]) {
    const product = await productAt(id);
    await page.goto(`${base}${productPath(product)}`);
    if (id === 103) await page.getByRole('button', { name: 'افزایش تعداد' }).click();
    await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'به سبد خرید افزوده شد.' }).waitFor();
    if (id === 103) await shot(page, 'product', viewport.name);
  }

  await page.goto(`${base}/cart`);
  await page.getByRole('link', { name: 'ادامه خرید و انتخاب نشانی' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'cart', viewport.name);

  await page.goto(`${base}/Products?q=${encodeURIComponent('كتاب')}`);
  await page.getByRole('list', { name: 'نتایج' }).waitFor();
  await shot(page, 'search', viewport.name);
  await context.close();
}
await browser.close();
