// Screenshots of the shopper's touches, desktop and phone: the cart with its
// lines' pictures (one product the catalogue no longer has), checkout, the
// recently viewed row on the home page and below a product page, and the
// share control (its copy toast on the desktop; on a touch phone its label
// for the share sheet). Needs a storefront on the embedded fixture shop:
//   npx tsx scripts/screenshots-shopper-touches.ts http://127.0.0.1:8080
import type { Page } from '@playwright/test';
import { screenshotRun } from './screenshot-run';
import { PRODUCT_PATH_PREFIX } from '../src/lib/routing/route-paths';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';

/** Brings the pictures of `selector` into view and waits until each has loaded (they load lazily). */
async function picturesLoaded(page: Page, selector: string): Promise<void> {
  await page.locator(selector).last().scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (css) => [...document.querySelectorAll<HTMLImageElement>(css)].every((image) => image.complete),
    selector,
  );
}

await screenshotRun(base, 'touches-', async ({ browser, page, context, viewport, shot }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  for (const path of ['BK-1001', 'TY-6002', 'ST-2001'].map(
    (code) => `${PRODUCT_PATH_PREFIX}${code}/x`,
  )) {
    await page.goto(`${base}${path}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
    await page.getByRole('link', { name: /^سبد خرید، / }).waitFor();
  }
  // A line whose product the catalogue no longer has keeps the placeholder.
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('visitor_cart') ?? '{"items":[]}') as {
      items: Array<Record<string, unknown>>;
    };
    cart.items.push({
      ...cart.items[0],
      productId: 999999,
      productName: 'محصولی که دیگر در فروشگاه نیست',
      productCode: 'GONE-1',
    });
    localStorage.setItem('visitor_cart', JSON.stringify(cart));
  });
  await page.goto(`${base}/cart`);
  await picturesLoaded(page, '.cart-line img');
  await shot('cart');

  await page.goto(`${base}/`);
  await page.getByRole('heading', { name: 'بازدیدهای اخیر شما' }).waitFor();
  await picturesLoaded(page, '.recent img');
  await shot('home-recently-viewed');

  await page.goto(`${base}/Product/BK-1001/x`);
  await page.getByRole('heading', { name: 'بازدیدهای اخیر شما' }).waitFor();
  await picturesLoaded(page, '.recent img');
  await shot('product-recently-viewed');

  const file = `screenshots/touches-share-${viewport.name}.png`;
  if (viewport.name === 'desktop') {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'کپی پیوند' }).click();
    await page.getByText('پیوند محصول کپی شد.').waitFor();
    await page.screenshot({ path: file });
  } else {
    // A phone proper: a touch screen, whose coarse pointer offers the share sheet.
    const phone = await browser.newContext({
      viewport,
      locale: 'fa-IR',
      hasTouch: true,
      isMobile: true,
    });
    const touch = await phone.newPage();
    await touch.goto(`${base}/Product/BK-1001/x`);
    await touch.getByRole('button', { name: 'اشتراک‌گذاری' }).waitFor();
    await touch.screenshot({ path: file });
    await phone.close();
  }
  console.log(file);
});
