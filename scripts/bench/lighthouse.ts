import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

const PAGES = [
  { page: 'home', path: '/' },
  { page: 'category', path: '/category/10' },
  { page: 'product', path: '/Product/BK-1001/x' },
];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Lighthouse (mobile profile, its default) on home, a category and a product page. */
export async function measureLighthouse(base: string): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const { page, path } of PAGES) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      rows.push({
        page,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
