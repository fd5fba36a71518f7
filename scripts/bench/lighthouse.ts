import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { FigureError } from './figures';
import { lighthouseRow, type LighthouseRow } from './lighthouse-row';

export const LIGHTHOUSE_PAGES = [
  { page: 'home', path: '/' },
  { page: 'category', path: '/category/10' },
  { page: 'listing', path: '/Products' },
  { page: 'product', path: '/Product/BK-1001/x' },
];

/** Lighthouse (mobile profile, its default) on home, a category, the listing and a product page. */
export async function measureLighthouse(base: string): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const { page, path } of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new FigureError(`Lighthouse gave no result for ${path}`);
      rows.push(lighthouseRow(page, result.lhr));
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
