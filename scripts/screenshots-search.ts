// Screenshots of the header's search suggestions (docs/decisions/0035), desktop and phone:
// the open list for «كتاب» (Arabic kaf) with the second option highlighted, the
// list for «دفتر», and the no-results state with the categories to browse.
// Needs a storefront:
//   PORT=8440 node dist/serve-node.js
//   npx tsx scripts/screenshots-search.ts http://127.0.0.1:8440
import { screenshotRun } from './screenshot-run';

const base = process.argv[2] ?? 'http://127.0.0.1:8440';

await screenshotRun(base, 'search-', async ({ page, shot }) => {
  await page.goto(`${base}/`);
  const box = page.getByRole('banner').getByLabel('جستجو در محصولات');
  const list = page.getByRole('listbox', { name: 'پیشنهادهای جستجو' });
  await box.click();
  await box.pressSequentially('كتاب');
  await list.getByRole('option', { name: /بوف کور/ }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await shot('books');

  await box.fill('');
  await box.pressSequentially('دفتر');
  await list.getByRole('option', { name: /دفترچه/ }).waitFor();
  await shot('notebooks');

  await box.fill('');
  await box.pressSequentially('زرافه');
  await page.getByText('محصولی برای «زرافه» پیدا نشد.').waitFor();
  await shot('no-results');
});
