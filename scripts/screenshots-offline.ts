// Screenshots of the app-like shop, desktop and phone: a product page
// online; the same page offline, from the service worker's copy, with the banner;
// a category never opened, offline: the offline page; the web app manifest's name,
// colours and icons as an installing phone gets them.
// Needs a storefront:
//   PORT=8440 node dist/serve-node.js
//   npx tsx scripts/screenshots-offline.ts http://127.0.0.1:8440
import type { Page } from '@playwright/test';
import { productPath } from '../src/lib/routing/product-path';
import { screenshotRun } from './screenshot-run';

const base = process.argv[2] ?? 'http://127.0.0.1:8440';
const BOOK = productPath({ code: 'BK-1001', title: 'کتاب بوف کور' });

/** Moves the pointer over the page until the service worker controls it (it registers at the first touch). */
async function untilControlled(page: Page): Promise<void> {
  for (let moves = 0; moves < 200; moves += 1) {
    await page.mouse.move(30 + (moves % 2) * 40, 200);
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
    await page.waitForTimeout(100);
  }
  throw new Error('no service worker took over the page');
}

type Manifest = {
  name: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; purpose: string }>;
};

await screenshotRun(base, 'offline-', async ({ context, page, shot, viewport }) => {
  await page.goto(`${base}/`);
  await untilControlled(page);
  await page.goto(`${base}${BOOK}`);
  await page.getByRole('heading', { level: 1, name: 'کتاب بوف کور' }).waitFor();
  await shot('product-online');

  await context.setOffline(true);
  await page.goto(`${base}${BOOK}`);
  await page.locator('.offline-status__banner').waitFor();
  await shot('product-offline');
  // The window as the shopper sees it: the banner is fixed at its foot.
  const windowShot = `screenshots/offline-product-offline-banner-${viewport.name}.png`;
  await page.screenshot({ path: windowShot });
  console.log(windowShot);

  await page.goto(`${base}/category/11`);
  await page.getByRole('button', { name: 'تلاش دوباره' }).waitFor();
  await shot('offline-page');
  // Back online, the offline page opens the page it stood in for by itself.
  await context.setOffline(false);
  await page.waitForURL(/\/category\/11$/);

  const manifest = (await (
    await page.request.get(`${base}/manifest.webmanifest`)
  ).json()) as Manifest;
  const icons = manifest.icons
    .map(
      (icon) =>
        `<figure><img src="${base}${icon.src}" width="${Math.min(192, Number(icon.sizes.split('x')[0]))}" alt=""` +
        `${icon.purpose === 'maskable' ? ' style="border-radius:50%"' : ''}><figcaption>${icon.sizes} ${icon.purpose}</figcaption></figure>`,
    )
    .join('');
  await page.setContent(
    `<html lang="fa" dir="rtl"><body style="font-family:sans-serif;background:${manifest.background_color};margin:0">` +
      `<header style="background:${manifest.theme_color};color:#fff;padding:16px;font-size:20px">${manifest.name}</header>` +
      `<main style="display:flex;flex-wrap:wrap;gap:24px;padding:24px;align-items:end">${icons}</main></body></html>`,
  );
  await page
    .locator('img')
    .last()
    .evaluate((img: HTMLImageElement) => img.decode());
  await shot('manifest-icons');
});
