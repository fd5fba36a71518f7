import 'server-only';
import type { PageResult } from '@/features/page-kit/page-result';
import { productPathParams } from '@/lib/routing/product-route';
import { pageParam } from '@/lib/routing/query-params';
import { getCategories } from '@/server/upstream/categories';
import { knownProducts } from '@/server/upstream/known-products';
import { pageRequestOf } from '@/server/requests/page-request';
import { requestUrl } from '@/server/requests/request-context';
import { publicShopApi } from '@/server/upstream/shop-api';
import { loadProductPage, type ProductPageFound } from './product-page-data';

/**
 * The product page's loader for the request being rendered. The code and
 * title come from the path as it arrived, not from the `{ id, title }` Waku
 * hands the page: those are lossy for codes with '%' or '/' (product-route.ts,
 * docs/decisions/0014). A moved page keeps the query string as it came.
 */
export async function loadRequestedProduct(query: string): Promise<PageResult<ProductPageFound>> {
  const request = pageRequestOf(requestUrl().pathname);
  const params = request ? productPathParams(request.pathname) : null;
  if (!params) return { kind: 'missing' };
  const known = knownProducts();
  const result = await loadProductPage(params, pageParam(new URLSearchParams(query), 'reviews'), {
    api: publicShopApi(),
    categories: getCategories,
    known: (code) => known.byCode(code),
  });
  return result.kind === 'moved'
    ? { kind: 'moved', location: `${result.location}${requestUrl().search}` }
    : result;
}
