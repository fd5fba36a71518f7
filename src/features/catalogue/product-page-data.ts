import type { ApiResult, Category, Paged, ProductDetail, Review, ShopApi } from '@/shop-api/index';
import { categoryTrail } from './category-tree';
import { lookupProductByCode } from './code-lookup';
import { isCanonicalSlug, productPath } from '@/lib/product-path';

/** Reviews shown a page (SPEC §9). */
export const REVIEWS_PAGE_SIZE = 10;

export type ReviewsResult = ApiResult<Paged<Review>>;

/** The product page's data, once found: what the first screen needs, and the reviews still on their way. */
export type ProductPageFound = {
  kind: 'found';
  product: ProductDetail;
  canonicalPath: string;
  trail: Category[] | null;
  /** Deferred: started here, awaited inside Suspense, so that it never holds up the first screen. */
  reviews: Promise<ReviewsResult>;
};

export type ProductPageData =
  | { kind: 'failed'; status: 502 | 504; message: string }
  | { kind: 'missing' }
  | { kind: 'moved'; canonicalPath: string }
  | ProductPageFound;

export type ProductPageSources = {
  api: Pick<ShopApi, 'getProducts' | 'getProduct' | 'getReviews'>;
  categories: () => Promise<Category[]>;
};

/**
 * The loader of the product page (Hydrogen's critical/deferred split): the
 * product by the code in its URL (SPEC §2 and §9) and its category trail are
 * awaited; the reviews page is started and handed over as a promise. A URL
 * whose code or title is not the canonical spelling is `moved`.
 */
export async function loadProductPage(
  params: { code: string; title: string },
  reviewsPage: number,
  sources: ProductPageSources,
): Promise<ProductPageData> {
  const result = await lookupProductByCode(sources.api, params.code);
  if (!result.ok) return { kind: 'failed', status: result.kind === 'timeout' ? 504 : 502, message: result.message };
  const product = result.value;
  if (!product) return { kind: 'missing' };
  const canonicalPath = productPath(product);
  if (params.code !== product.code || !isCanonicalSlug(params.title, product.title)) return { kind: 'moved', canonicalPath };
  const reviews = sources.api.getReviews(product.id, { page: reviewsPage, size: REVIEWS_PAGE_SIZE });
  const trail = product.parentDetailedAccountId ? categoryTrail(await sources.categories(), product.parentDetailedAccountId) : null;
  return { kind: 'found', product, canonicalPath, trail, reviews };
}
