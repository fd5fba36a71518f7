import { success, type ApiResult, type Product, type ProductDetail, type ShopApi } from '@/shop-api/index';

/** SPEC §9: the product-by-code lookup searches the first 20 products. */
export const CODE_LOOKUP_SIZE = 20;

/**
 * The product whose code is `code` among the first 20 results: an exact match
 * first, else one that differs only in case (the page then redirects to the
 * exact spelling). Later results are not searched.
 */
export function pickByCode<T extends Pick<Product, 'code'>>(results: readonly T[], code: string): T | null {
  const wanted = code.trim();
  const window = results.slice(0, CODE_LOOKUP_SIZE);
  return (
    window.find((product) => product.code.trim() === wanted) ??
    window.find((product) => product.code.trim().toLowerCase() === wanted.toLowerCase()) ??
    null
  );
}

/** The products query with the code as a filter, then the detail of the match; null when none. */
export async function lookupProductByCode(
  api: Pick<ShopApi, 'getProducts' | 'getProduct'>,
  code: string,
): Promise<ApiResult<ProductDetail | null>> {
  const found = await api.getProducts({ page: 1, size: CODE_LOOKUP_SIZE, code: code.trim() });
  if (!found.ok) return found;
  const match = pickByCode(found.value.items, code);
  return match ? api.getProduct(match.id) : success(null);
}
