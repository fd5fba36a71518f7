import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { FigureError } from './figures';
import { lighthouseRow, type LighthouseRow } from './lighthouse-row';
import { SAMPLE_CATEGORY_PATH, SAMPLE_PRODUCT_PATH } from './sample-paths';
import { HOME_PATH, PRODUCTS_PATH } from '../../src/lib/routing/route-paths';

export const LIGHTHOUSE_PAGES = [
  { page: 'home', path: HOME_PATH },
  { page: 'category', path: SAMPLE_CATEGORY_PATH },
  { page: 'listing', path: PRODUCTS_PATH },
  { page: 'product', path: SAMPLE_PRODUCT_PATH },
];

/** Lighthouse (mobile profile, its default) on home, a category, the listing and a product page. */
export async function measureLighthouse(base: string): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
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
