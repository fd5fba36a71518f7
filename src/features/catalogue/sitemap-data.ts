import { getCategories } from '../../server/categories';
import { publicShopApi } from '../../server/shop-api';
import type { Product } from '../../shop-api/index';
import { STATIC_PAGES } from '../layout/static-pages';
import { sitemapPaths } from './sitemap';
import { logger } from '../../server/logger';

const PAGE_SIZE = 100;
/** A bound on the crawl: 50,000 URLs is the sitemap protocol's limit per file. */
const MAX_PAGES = 490;

/** Every product of the catalogue, page after page; null when a page fails. */
async function allProducts(): Promise<Product[] | null> {
  const api = publicShopApi();
  const products: Product[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await api.getProducts({ page, size: PAGE_SIZE });
    if (!result.ok) {
      logger().warn({ page, kind: result.kind, reason: result.message }, 'sitemap products page failed');
      return null;
    }
    products.push(...result.value.items);
    if (page >= result.value.totalPages || result.value.items.length === 0) break;
  }
  return products;
}

/** The sitemap's paths, or null when the catalogue could not be read in full. */
export async function loadSitemapPaths(): Promise<string[] | null> {
  const [categories, products] = await Promise.all([getCategories(), allProducts()]);
  if (!products) return null;
  return sitemapPaths({
    staticPaths: ['/', '/Products', ...STATIC_PAGES.map((page) => page.href)],
    categories,
    products,
  });
}
