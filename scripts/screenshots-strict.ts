// Screenshots against the fixture shop's strict dialect (docs/decisions/0071), desktop and
// phone: the cart of a logged-in shopper filled from a card and from product
// pages (one with a Persian code holding a slash), a search spelled with Arabic
// letters, a top-level category and a product page. Needs a storefront on it:
//   PORT=8440 SHOP_FIXTURES=strict node dist/serve-node.js
//   npx tsx scripts/screenshots-strict.ts http://127.0.0.1:8440
import { productPath } from '../src/lib/routing/product-path';
import { screenshotRun } from './screenshot-run';

const base = process.argv[2] ?? 'http://127.0.0.1:8440';

async function json(path: string, init: RequestInit = {}) {
  const answer = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return (await answer.json()) as { value: unknown };
}

const productAt = async (id: number) =>
  (await json(`/api/shop/products/${id}`)).value as { code: string; title: string };

await screenshotRun(base, 'strict-', async ({ context, page, shot }) => {
  const token = (
    await json('/api/shop/users/login', {
      method: 'POST',
      body: JSON.stringify({ phoneNumber: '09120000000', password: 'demo1234' }),
    })
  ).value as string;
  await json('/api/shop/users/cart/clear', { headers: { authorization: `Bearer ${token}` } });
  await context.addCookies([
    { name: 'auth_token', value: token, url: base, secure: true, sameSite: 'Strict' },
  ]);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('auth_token')) localStorage.setItem('auth_token', value);
  }, token);

  await page.goto(`${base}/category/10`);
  const book = await productAt(101);
  await page.getByRole('button', { name: `افزودن «${book.title}» به سبد خرید` }).click();
  await page.getByRole('status').filter({ hasText: 'به سبد خرید افزوده شد.' }).waitFor();
  await shot('category');

  for (const id of [103, 102]) {
    const product = await productAt(id);
    await page.goto(`${base}${productPath(product)}`);
    if (id === 103) await page.getByRole('button', { name: 'افزایش تعداد' }).click();
    await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'به سبد خرید افزوده شد.' }).waitFor();
    if (id === 103) await shot('product');
  }

  await page.goto(`${base}/cart`);
  await page.getByRole('link', { name: 'ادامه خرید و انتخاب نشانی' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot('cart');

  await page.goto(`${base}/Products?q=${encodeURIComponent('كتاب')}`);
  await page.getByRole('list', { name: 'نتایج' }).waitFor();
  await shot('search');
});
