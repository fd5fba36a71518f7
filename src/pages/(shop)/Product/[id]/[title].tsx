import { PRODUCT_MESSAGES } from '@/features/catalogue/messages';
import { movedPermanently } from '@/features/catalogue/moved-permanently';
import { loadProductPage } from '@/features/catalogue/product-page-data';
import { ProductView } from '@/features/catalogue/ProductView';
import { productPathParams } from '@/lib/product-route';
import { UnavailableView } from '@/features/errors/UnavailableView';
import { pageParam } from '@/lib/query-params';
import { getCategories } from '@/server/categories';
import { serverConfig } from '@/server/config';
import { knownProducts } from '@/server/known-products';
import { notFoundPage } from '@/features/errors/not-found-page';
import { pageRequestOf } from '@/server/page-request';
import { requestOrigin, requestUrl, setResponseStatus } from '@/server/request-context';
import { publicShopApi } from '@/server/shop-api';

/**
 * Product detail: the {id} segment is the product code (SPEC §2 and §9), any
 * code the shop gives, read from the URL as it arrived (productPathParams).
 */
export default async function ProductPage({ query = '' }: { id: string; title: string; query?: string }) {
  const request = pageRequestOf(requestUrl().pathname);
  const params = request ? productPathParams(request.pathname) : null;
  if (!params) return notFoundPage();
  const reviewsPage = pageParam(new URLSearchParams(query), 'reviews');
  const known = knownProducts();
  const data = await loadProductPage(params, reviewsPage, {
    api: publicShopApi(),
    categories: getCategories,
    known: (code) => known.byCode(code),
  });
  switch (data.kind) {
    case 'failed':
      setResponseStatus(data.status);
      return <UnavailableView title={PRODUCT_MESSAGES.unavailable} message={data.message} />;
    case 'missing':
      return notFoundPage();
    case 'moved':
      return movedPermanently(`${data.canonicalPath}${requestUrl().search}`);
    case 'found':
      return <ProductView data={data} origin={requestOrigin()} imageBaseUrl={serverConfig().imageBaseUrl} />;
  }
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
