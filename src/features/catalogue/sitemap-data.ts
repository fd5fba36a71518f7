import pLimit from 'p-limit';
import { getCategories } from '../../server/categories';
import { SITEMAP_CONCURRENCY, SITEMAP_TTL_MS } from '../../server/limits';
import { publicShopApi } from '../../server/shop-api';
import type { Product, ShopApi } from '../../shop-api/index';
import { createSwrCache, type SwrCache } from '../../lib/swr-cache';
import { STATIC_PAGES } from '../layout/static-pages';
import { logger } from '../../server/logger';
import { sitemapPaths, sitemapXml } from './sitemap';

const PAGE_SIZE = 100;
/** A bound on the crawl: 50,000 URLs is the sitemap protocol's limit per file. */
const MAX_PAGES = 490;

async function productPage(api: ShopApi, page: number) {
  const result = await api.getProducts({ page, size: PAGE_SIZE });
  if (!result.ok) throw new Error(`products page ${page} failed (${result.kind}): ${result.message}`);
  return result.value;
}

/**
 * Every product of the catalogue: the first page tells how many there are,
 * the others are read SITEMAP_CONCURRENCY at a time. The first failed page
 * stops the crawl (no new page is asked for) and rejects.
 */
async function allProducts(): Promise<Product[]> {
  const api = publicShopApi();
  const first = await productPage(api, 1);
  const pages = Math.min(first.totalPages, MAX_PAGES);
  // p-limit for the bound; the failing page clears the queue before it settles,
  // so no page is started after it (rejectOnClear settles the ones left out).
  const limit = pLimit({ concurrency: SITEMAP_CONCURRENCY, rejectOnClear: true });
  const rest = await limit.map(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => index + 2),
    async (page) => {
      try {
        return (await productPage(api, page)).items;
      } catch (error) {
        limit.clearQueue();
        throw error;
      }
    },
  );
  return [...first.items, ...rest.flat()];
}

/** One crawl; a failure is logged in one line (also when it is a background refresh) and rejects. */
async function load(): Promise<string[]> {
  const [categories, products] = await Promise.all([getCategories(), allProducts()]).catch((error: Error) => {
    logger().warn({ reason: error.message }, 'sitemap failed');
    throw error;
  });
  return sitemapPaths({
    staticPaths: ['/', '/Products', ...STATIC_PAGES.map((page) => page.href)],
    categories,
    products,
  });
}

const holder = globalThis as typeof globalThis & {
  __sitemapCache?: SwrCache<string[]>;
  __sitemapDocument?: { paths: string[]; origin: string; xml: string };
};

/**
 * The sitemap document for `origin`, or null when the catalogue could not be
 * read in full. The catalogue is crawled at most once per SITEMAP_TTL_MS
 * (one crawl at a time, shared by every request; the last good one is kept
 * while the next one runs), and the document is written once per crawl.
 */
export async function loadSitemap(origin: string): Promise<string | null> {
  holder.__sitemapCache ??= createSwrCache({ ttlMs: SITEMAP_TTL_MS, load, serveStale: true });
  let paths: string[];
  try {
    paths = await holder.__sitemapCache.get();
  } catch {
    return null;
  }
  const kept = holder.__sitemapDocument;
  if (kept?.paths === paths && kept.origin === origin) return kept.xml;
  const xml = sitemapXml(origin, paths);
  holder.__sitemapDocument = { paths, origin, xml };
  return xml;
}
