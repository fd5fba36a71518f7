import 'server-only';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { ShopPicture } from '@/lib/images/image-variants';
import { productPictures } from '@/lib/images/product-images';
import type { ApiResult, ProductDetail } from '@/shop-api/index';
import {
  PRODUCT_PICTURE_KEEP_MS,
  PRODUCT_PICTURE_READS,
  PRODUCT_PICTURE_RETRY_MS,
  PRODUCT_PICTURES_KEPT,
} from '@/lib/limits';

/** A product's first picture; null when the catalogue has no such product or could not be read. */
export type ProductPictureLookup = (id: string) => Promise<ShopPicture | null>;

type Options = {
  getProduct: (id: string) => Promise<ApiResult<ProductDetail | null>>;
  imageBaseUrl: string;
  now?: () => number;
};

/**
 * A product's first picture from the catalogue (`GET /api/shop/products/{id}`):
 * the first of its pictures that is the shop's own, else its first placeholder
 * (SPEC §9). Concurrent requests for one id wait on one read; answers are kept
 * (lru-cache), so a cart viewed by many shoppers costs one read per product
 * (the bounds are in src/lib/limits.ts, docs/decisions/0056).
 */
export function createProductPictureLookup({
  getProduct,
  imageBaseUrl,
  now,
}: Options): ProductPictureLookup {
  const limit = pLimit(PRODUCT_PICTURE_READS);
  const cache = new LRUCache<string, { picture: ShopPicture | null }>({
    max: PRODUCT_PICTURES_KEPT,
    ttl: PRODUCT_PICTURE_KEEP_MS,
    // Staleness read from the clock on every lookup (lru-cache's default caches it for a tick).
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    fetchMethod: async (id, _stale, { options }) => {
      const answer = await limit(() => getProduct(id));
      const product = answer.ok ? answer.value : null;
      if (!product) {
        options.ttl = PRODUCT_PICTURE_RETRY_MS;
        return { picture: null };
      }
      return { picture: productPictures(product.images, imageBaseUrl)[0] };
    },
  });
  return async (id) => (await cache.fetch(id))?.picture ?? null;
}
