import {
  success,
  type ApiResult,
  type Category,
  type Id,
  type Paged,
  type Product,
  type ProductDetail,
  type Review,
  type ShopApi,
} from '@/shop-api/index';
import { categoryTrail } from './category-tree';
import { CODE_LOOKUP_SIZE, REVIEW_PAGE_SIZE } from '@/lib/limits';
import type { PageResult } from '@/features/page-kit/page-result';
import { pickByCode } from '@/shop-api/product-code';
import { isCanonicalSlug, productPath } from '@/lib/routing/product-path';

export type ReviewsResult = ApiResult<Paged<Review>>;

/**
 * The product page's data, once found: what the first screen needs, and the
 * reviews still on their way.
 */
export type ProductPageFound = {
  product: ProductDetail;
  canonicalPath: string;
  trail: Category[] | null;
  /**
   * Deferred: started here, awaited inside Suspense, so that it never holds up
   * the first screen.
   */
  reviews: Promise<ReviewsResult>;
};

/**
 * A product as a list names it: enough to ask for its detail and to tell
 * whether a URL is its canonical one.
 */
type ProductName = Pick<Product, 'id' | 'code' | 'title'>;

export type ProductPageSources = {
  api: Pick<ShopApi, 'getProducts' | 'getProduct' | 'getReviews'>;
  categories: () => Promise<Category[]>;
  /**
   * The product a listing, search, home list or lookup named under exactly this
   * code lately; none: look it up.
   */
  known?: (code: string) => ProductName | undefined;
};

type Params = { code: string; title: string };

/**
 * The loader of the product page (Hydrogen's critical/deferred split): the
 * product by the code in its URL (SPEC §2 and §9) and its category trail are
 * awaited; the reviews page is started as soon as the product's id is known,
 * together with the product itself, and handed over as a promise. A URL whose
 * code or title is not the canonical spelling is `moved` to the canonical path
 * (its query string is the caller's to add); a failed lookup answers 502, or
 * 504 on a timeout.
 *
 * Rounds of upstream calls before the page can answer (docs/decisions/0036): one when
 * the code is known (product and reviews together), two when it is looked up
 * first (the code filter, then product and reviews). The category tree is
 * asked for at once, in parallel (it is kept, so it rarely costs a call).
 */
export async function loadProductPage(
  params: Params,
  reviewsPage: number,
  sources: ProductPageSources,
): Promise<PageResult<ProductPageFound>> {
  const categories = sources.categories();
  const result = await productByCode(params, reviewsPage, sources);
  if (!result.ok)
    return {
      kind: 'failed',
      status: result.kind === 'timeout' ? 504 : 502,
      message: result.message,
    };
  if (!result.value) return { kind: 'missing' };
  const { product } = result.value;
  const canonicalPath = productPath(product);
  if (!isCanonical(params, product)) return { kind: 'moved', location: canonicalPath };
  const reviews = result.value.reviews ?? reviewsOf(product.id, reviewsPage, sources);
  const trail = product.parentDetailedAccountId
    ? categoryTrail(await categories, product.parentDetailedAccountId)
    : null;
  return { kind: 'ok', value: { product, canonicalPath, trail, reviews } };
}

function isCanonical(params: Params, product: ProductName): boolean {
  return params.code === product.code && isCanonicalSlug(params.title, product.title);
}

function reviewsOf(id: Id, page: number, sources: ProductPageSources): Promise<ReviewsResult> {
  return sources.api.getReviews(id, { page, size: REVIEW_PAGE_SIZE });
}

type Found = { product: ProductDetail; reviews: Promise<ReviewsResult> | null };

/**
 * The product whose code the URL names, its detail fetched by id together
 * with its reviews when the URL looks canonical (a URL that will be moved
 * asks for no reviews): at once when the code is known, else after the code
 * lookup (SPEC §9: the first 20 matches of the code filter). A known code
 * whose product no longer carries it is looked up again.
 */
async function productByCode(
  params: Params,
  reviewsPage: number,
  sources: ProductPageSources,
): Promise<ApiResult<Found | null>> {
  const known = sources.known?.(params.code);
  if (known) {
    const found = await detailOf(known, params, reviewsPage, sources);
    if (!found.ok || (found.value && found.value.product.code.trim() === params.code.trim()))
      return found;
  }
  const list = await sources.api.getProducts({
    page: 1,
    size: CODE_LOOKUP_SIZE,
    code: params.code.trim(),
  });
  if (!list.ok) return list;
  const match = pickByCode(list.value.items, params.code);
  return match ? detailOf(match, params, reviewsPage, sources) : success(null);
}

async function detailOf(
  summary: ProductName,
  params: Params,
  reviewsPage: number,
  sources: ProductPageSources,
): Promise<ApiResult<Found | null>> {
  const reviews = isCanonical(params, summary) ? reviewsOf(summary.id, reviewsPage, sources) : null;
  const detail = await sources.api.getProduct(summary.id);
  if (!detail.ok) return detail;
  return success(detail.value ? { product: detail.value, reviews } : null);
}
