// Screenshots of pages at desktop and phone width, for looking at RTL layout by eye:
//   npx tsx scripts/screenshots.ts http://127.0.0.1:8080 / /Products /category/1
// Files land in screenshots/ (ignored by git).
import { screenshotRun } from './screenshot-run';

const [base = 'http://127.0.0.1:8080', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/'];

await screenshotRun(
  base,
  '',
  async ({ page, shot }) => {
    for (const target of targets) {
      await page.goto(`${base}${target}`, { waitUntil: 'networkidle' });
      await shot(target.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'home');
    }
  },
  { withNotification: true },
);
