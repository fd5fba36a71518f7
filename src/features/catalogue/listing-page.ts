import 'server-only';
import type { PageResult } from '@/features/page-kit/page-result';
import { displayPath } from '@/lib/routing/display-path';
import { getCategories } from '@/server/upstream/categories';
import type { Category } from '@/shop-api/index';
import { categoryPath, categoryTrail, isCategoryId } from './category-tree';
import { loadListing, loadSearchListing, type ListingPage } from './listing-data';
import { parseListingQuery, type ListingQuery } from './listing-query';
import { PRODUCTS_PATH } from '@/lib/routing/route-paths';

/**
 * A listing page's data: its query, its own path and the page of products (or
 * the failure text); a search's the Persian it shows instead of what was typed.
 */
export type ListingPageData = {
  query: ListingQuery;
  basePath: string;
  listing: ListingPage;
  shownFor?: string | null;
};

export type CategoryPageData = ListingPageData & { category: Category; trail: Category[] };

/** /Products: the listing of the query string. */
export async function loadProductsPage(search: string): Promise<PageResult<ListingPageData>> {
  const query = parseListingQuery(new URLSearchParams(search));
  return listingResult({ query, basePath: PRODUCTS_PATH, ...(await loadSearchListing(query)) });
}

/**
 * /category/{id}: the category and its trail from the kept tree, then its
 * listing; an unknown id is missing.
 */
export async function loadCategoryPage(
  id: string,
  search: string,
): Promise<PageResult<CategoryPageData>> {
  const wanted = displayPath(id);
  if (!isCategoryId(wanted)) return { kind: 'missing' };
  const trail = categoryTrail(await getCategories(), wanted);
  const category = trail?.at(-1);
  if (!trail || !category) return { kind: 'missing' };
  const query = parseListingQuery(new URLSearchParams(search));
  const listing = await loadListing(query, { category });
  return listingResult({ query, basePath: categoryPath(category.id), listing, category, trail });
}

/** A failed listing still shows the page, its filters and the failure text, with 502. */
function listingResult<T extends ListingPageData>(data: T): PageResult<T> {
  return data.listing.ok
    ? { kind: 'ok', value: data }
    : { kind: 'failed', status: 502, message: data.listing.message, partial: data };
}
