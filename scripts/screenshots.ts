// Screenshots of pages at desktop and phone width, for looking at RTL layout by eye:
//   npx tsx scripts/screenshots.ts http://127.0.0.1:8080 / /Products /category/1
// Files land in screenshots/ (ignored by git).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:8080', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/'];
const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const viewport of viewports) {
  const page = await browser.newPage({ viewport, locale: 'fa-IR', deviceScaleFactor: 1 });
  for (const target of targets) {
    await page.goto(`${base}${target}`, { waitUntil: 'networkidle' });
    const name = target.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'home';
    const file = `screenshots/${name}-${viewport.name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
