import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { FigureError } from './figures';
import { lighthouseRow, type LighthouseRow } from './lighthouse-row';
import { SAMPLE_CATEGORY_PATH, SAMPLE_PRODUCT_PATH } from './sample-paths';
import { HOME_PATH, PRODUCTS_PATH } from '../../src/lib/routing/route-paths';

export type BenchPage = { page: string; path: string };

export const LIGHTHOUSE_PAGES: readonly BenchPage[] = [
  { page: 'home', path: HOME_PATH },
  { page: 'category', path: SAMPLE_CATEGORY_PATH },
  { page: 'listing', path: PRODUCTS_PATH },
  { page: 'product', path: SAMPLE_PRODUCT_PATH },
];

/**
 * The pages at their own addresses, for the parts that time a page load: the
 * sample product's path is not its canonical one, and a product page's paint
 * is not a redirect's round trip (the miss part's shared-link row times that).
 */
export async function pagesAt(base: string): Promise<BenchPage[]> {
  return Promise.all(
    LIGHTHOUSE_PAGES.map(async ({ page, path }) => {
      const answer = await fetch(`${base}${path}`, { redirect: 'manual' });
      await answer.body?.cancel();
      const location = answer.headers.get('location');
      const redirected = answer.status >= 300 && answer.status < 400 && location;
      return { page, path: redirected ? new URL(location, base).pathname : path };
    }),
  );
}

/** Lighthouse (mobile profile, its default) on home, a category, the listing and a product page. */
export async function measureLighthouse(
  base: string,
  pages: readonly BenchPage[],
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const { page, path } of pages) {
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
