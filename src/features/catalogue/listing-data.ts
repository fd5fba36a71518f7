import { normalisePersian } from '../../lib/persian-search';
import { publicShopApi } from '../../server/shop-api';
import type { Product, ProductQuery } from '../../shop-api/index';
import { applyListing, MAX_PAGE_SIZE, needsLocalProcessing, pageOf, type ListingQuery } from './listing-query';

/** How far the storefront reads when it sorts or filters itself (docs/decisions/0030). */
const WINDOW_PAGES = 5;

export type ListingPage =
  | {
      ok: true;
      items: Product[];
      page: number;
      totalPages: number;
      totalCount: number;
      /** True when the storefront sorted/filtered a window of the catalogue that did not hold every match. */
      partial: boolean;
    }
  | { ok: false; message: string };

/**
 * One page of products for a listing. The search text goes to the upstream
 * as the title filter (normalised); the category as parentDetailedAccountId.
 * The upstream pages itself when only those are asked; a sort, a price range
 * or the discount filter makes the storefront read up to 500 matches and do
 * the rest itself.
 */
export async function loadListing(query: ListingQuery, filters: { category?: string } = {}): Promise<ListingPage> {
  const api = publicShopApi();
  const base: ProductQuery = {};
  const title = normalisePersian(query.q);
  if (title) base.title = title;
  if (filters.category) base.parentDetailedAccountId = filters.category;

  if (!needsLocalProcessing(query)) {
    const result = await api.getProducts({ ...base, page: query.page, size: query.size });
    if (!result.ok) return { ok: false, message: result.message };
    const items = applyListing(result.value.items, query);
    return {
      ok: true,
      items,
      page: result.value.page,
      totalPages: Math.max(1, result.value.totalPages),
      totalCount: result.value.totalCount,
      partial: false,
    };
  }

  const all: Product[] = [];
  let totalPages = 1;
  for (let page = 1; page <= Math.min(totalPages, WINDOW_PAGES); page += 1) {
    const result = await api.getProducts({ ...base, page, size: MAX_PAGE_SIZE });
    if (!result.ok) return { ok: false, message: result.message };
    all.push(...result.value.items);
    totalPages = result.value.totalPages;
    if (result.value.items.length < MAX_PAGE_SIZE) break;
  }
  const processed = pageOf(applyListing(all, query), query.page, query.size);
  return { ok: true, ...processed, partial: totalPages > WINDOW_PAGES };
}
