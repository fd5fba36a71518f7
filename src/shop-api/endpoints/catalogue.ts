import { BANNER_PAGE_SIZE, CODE_LOOKUP_SIZE, PRODUCT_PAGE_SIZE } from '@/lib/limits';
import {
  API_BANNERS_PATH,
  API_BANNER_PREFIX,
  API_CATEGORIES_PATH,
  API_HOME_PRODUCTS_PATH,
  API_PRODUCTS_PATH,
  API_PRODUCT_PREFIX,
  API_SHOP_DATA_PATH,
} from '../api-paths';
import { success, type ApiResult } from '../result';
import { bannerPageSchema, bannerSchema } from '../schemas/banner';
import { categorySchema } from '../schemas/category';
import {
  productDetailSchema,
  productListSchema,
  productPageSchema,
  type ProductDetail,
} from '../schemas/product';
import { shopDataSchema } from '../schemas/shop-data';
import type { QueryValue } from '../transport';
import { getPage, pageQuery, type EndpointContext, type PageQuery, segment } from './context';
import type { Id } from '../id';
import { pickByCode } from '../product-code';

/**
 * Product filters: `title` (search) and `code` are "contains" filters,
 * `parentDetailedAccountId` is the category; any other filter field passes
 * through as a query parameter.
 */
export type ProductQuery = PageQuery & {
  title?: string;
  code?: string;
  parentDetailedAccountId?: Id;
  [filter: string]: QueryValue;
};

export type CatalogueApi = ReturnType<typeof catalogueEndpoints>;

export function catalogueEndpoints({ call }: EndpointContext) {
  const getProduct = async (id: Id): Promise<ApiResult<ProductDetail | null>> => {
    const result = await call(
      { method: 'GET', path: `${API_PRODUCT_PREFIX}${segment(id)}` },
      productDetailSchema,
    );
    // SPEC §7: a product that is not found is a success with null.
    return !result.ok && result.kind === 'notFound' ? success(null) : result;
  };

  const getProducts = (query: ProductQuery = {}) =>
    call(
      {
        method: 'GET',
        path: API_PRODUCTS_PATH,
        query: { ...query, ...pageQuery(query, PRODUCT_PAGE_SIZE) },
      },
      productPageSchema,
    );

  return {
    getShopData: () => call({ method: 'GET', path: API_SHOP_DATA_PATH }, shopDataSchema),

    getBanners: (query: PageQuery = {}) =>
      getPage(call, API_BANNERS_PATH, query, BANNER_PAGE_SIZE, bannerPageSchema),

    getBanner: (id: Id) =>
      call({ method: 'GET', path: `${API_BANNER_PREFIX}${segment(id)}` }, bannerSchema),

    /** Every product with a shopPosition of 2, 3 or 4 (SPEC §4 groups). */
    getHomeProducts: () => call({ method: 'GET', path: API_HOME_PRODUCTS_PATH }, productListSchema),

    getProducts,
    getProduct,

    /**
     * The product whose code is `code` among the first 20 products the code
     * filter finds (SPEC §9; pickByCode: the exact code, else one that differs
     * only in case), as its detail; null when none matches.
     */
    async findProductByCode(code: string): Promise<ApiResult<ProductDetail | null>> {
      const found = await getProducts({ page: 1, size: CODE_LOOKUP_SIZE, code: code.trim() });
      if (!found.ok) return found;
      const match = pickByCode(found.value.items, code);
      return match ? getProduct(match.id) : success(null);
    },

    /** The one root node; the storefront shows its children. */
    getCategories: () => call({ method: 'GET', path: API_CATEGORIES_PATH }, categorySchema),
  };
}
