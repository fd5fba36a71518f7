import 'server-only';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { ShopPicture } from '@/lib/image-variants';
import { productPictures } from '@/lib/product-images';
import type { ApiResult, ProductDetail } from '@/shop-api/index';

/**
 * Bounds of the product lookups behind `/_img/{width}/p/{id}`
 * (docs/decisions/0056): each product is read at most once per `keepMs`
 * (every shopper's cart and orders share it), an id the catalogue does not
 * have (or a failed read) is asked again only after `retryMs`, at most
 * `lookups` reads run at once, and `kept` ids are remembered.
 */
export const PRODUCT_PICTURE_LIMITS = {
  keepMs: 10 * 60_000,
  retryMs: 60_000,
  lookups: 4,
  kept: 5_000,
} as const;

/** A product's first picture; null when the catalogue has no such product or could not be read. */
export type ProductPictureLookup = (id: string) => Promise<ShopPicture | null>;

type Options = {
  getProduct: (id: string) => Promise<ApiResult<ProductDetail | null>>;
  imageBaseUrl: string;
  limits?: Partial<typeof PRODUCT_PICTURE_LIMITS>;
  now?: () => number;
};

/**
 * A product's first picture from the catalogue (`GET /api/shop/products/{id}`):
 * the first of its pictures that is the shop's own, else its first placeholder
 * (SPEC §9). Concurrent requests for one id wait on one read; answers are kept
 * (lru-cache), so a cart viewed by many shoppers costs one read per product.
 */
export function createProductPictureLookup({ getProduct, imageBaseUrl, limits = {}, now }: Options): ProductPictureLookup {
  const { keepMs, retryMs, lookups, kept } = { ...PRODUCT_PICTURE_LIMITS, ...limits };
  const limit = pLimit(lookups);
  const cache = new LRUCache<string, { picture: ShopPicture | null }>({
    max: kept,
    ttl: keepMs,
    // Staleness read from the clock on every lookup (lru-cache's default caches it for a tick).
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    fetchMethod: async (id, _stale, { options }) => {
      const answer = await limit(() => getProduct(id));
      const product = answer.ok ? answer.value : null;
      if (!product) {
        options.ttl = retryMs;
        return { picture: null };
      }
      return { picture: productPictures(product.images, imageBaseUrl)[0] };
    },
  });
  return async (id) => (await cache.fetch(id))?.picture ?? null;
}
