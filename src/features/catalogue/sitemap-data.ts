import 'server-only';
import pLimit from 'p-limit';
import { getCategories } from '@/server/upstream/categories';
import {
  SITEMAP_CONCURRENCY,
  SITEMAP_MAX_PAGES,
  SITEMAP_PAGE_SIZE,
  SITEMAP_TTL_MS,
} from '@/lib/limits';
import { publicShopApi } from '@/server/upstream/shop-api';
import type { Product, ShopApi } from '@/shop-api/index';
import { SITEMAP_PATHS } from '@/lib/routing/routes';
import { createSwrCache, type SwrCache } from '@/lib/traffic/swr-cache';
import { logger } from '@/server/observe/logger';
import { sitemapPaths, sitemapXml } from './sitemap';
import { processSingleton } from '@/server/runtime/process-singleton';

async function productPage(api: ShopApi, page: number) {
  const result = await api.getProducts({ page, size: SITEMAP_PAGE_SIZE });
  if (!result.ok)
    throw new Error(`products page ${page} failed (${result.kind}): ${result.message}`);
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
  const pages = Math.min(first.totalPages, SITEMAP_MAX_PAGES);
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

/**
 * One crawl; a failure is logged in one line (also when it is a background
 * refresh) and rejects.
 */
async function load(): Promise<string[]> {
  const [categories, products] = await Promise.all([getCategories(), allProducts()]).catch(
    (error: Error) => {
      logger().warn({ reason: error.message }, 'sitemap failed');
      throw error;
    },
  );
  return sitemapPaths({
    staticPaths: SITEMAP_PATHS,
    categories,
    products,
  });
}

type SitemapDocument = { paths: string[]; origin: string; xml: string };
const keptDocument = () =>
  processSingleton('__sitemapDocument', () => ({ current: null as SitemapDocument | null }));

/**
 * The sitemap document for `origin`, or null when the catalogue could not be
 * read in full. The catalogue is crawled at most once per SITEMAP_TTL_MS
 * (one crawl at a time, shared by every request; the last good one is kept
 * while the next one runs), and the document is written once per crawl.
 */
export async function loadSitemap(origin: string): Promise<string | null> {
  const cache = processSingleton('__sitemapCache', (): SwrCache<string[]> =>
    createSwrCache({ ttlMs: SITEMAP_TTL_MS, load, serveStale: true }),
  );
  let paths: string[];
  try {
    paths = await cache.get();
  } catch {
    return null;
  }
  const box = keptDocument();
  const kept = box.current;
  if (kept?.paths === paths && kept.origin === origin) return kept.xml;
  const xml = sitemapXml(origin, paths);
  box.current = { paths, origin, xml };
  return xml;
}
