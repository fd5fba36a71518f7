import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Everything the phone transferred during the run (total-byte-weight), kB. */
  transferKB: number;
  /** Of which pictures, kB. */
  imageKB: number;
};

export const LIGHTHOUSE_PAGES = [
  { page: 'home', path: '/' },
  { page: 'category', path: '/category/10' },
  { page: 'listing', path: '/Products' },
  { page: 'product', path: '/Product/BK-1001/x' },
];

type ByteWeightItem = { url: string; totalBytes: number };

/** Bytes of the run's pictures, from total-byte-weight's list (every request, transfer size). */
function imageBytes(items: ByteWeightItem[]): number {
  return items
    .filter((item) => /\/_img\/|\.(avif|webp|jpe?g|png|svg|gif)(\?|$)/i.test(item.url))
    .reduce((sum, item) => sum + item.totalBytes, 0);
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

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
        transferKB: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 100) / 10,
        imageKB:
          Math.round(imageBytes((audits['total-byte-weight']?.details as { items?: ByteWeightItem[] } | undefined)?.items ?? []) / 100) /
          10,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
