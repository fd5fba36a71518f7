import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Product } from '@/shop-api';
import { serverConfig } from '../settings/config';
import { KNOWN_PRODUCT_CODES } from '@/lib/limits';
import { processSingleton } from '../runtime/process-singleton';

/** What an answer already read said of a product: its id and title under its code. */
type KnownProduct = Pick<Product, 'id' | 'code' | 'title'>;

/**
 * Product codes the server has read in the last SHOP_DATA_TTL_MS, with their
 * ids (docs/decisions/0036): every product list, search, category page, home list, code
 * lookup and product detail it fetched teaches them. The product page of a
 * code named here asks for the product by its id at once, together with its
 * reviews, instead of looking the code up first; the page still checks the
 * product's own code, and looks the code up when it does not match. At most
 * KNOWN_PRODUCT_CODES codes, the least recently used forgotten first; a TTL of
 * 0 keeps nothing.
 */
export type KnownProducts = {
  /** The product an answer named under exactly this code (trimmed), within the TTL. */
  byCode(code: string): KnownProduct | undefined;
  learn(products: Iterable<KnownProduct>): void;
};

export function createKnownProducts(options: {
  ttlMs: number;
  max: number;
  now?: () => number;
}): KnownProducts {
  const now = options.now ?? Date.now;
  const kept = new LRUCache<string, KnownProduct & { at: number }>({ max: options.max });
  return {
    byCode(code) {
      const key = code.trim();
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (now() - entry.at >= options.ttlMs) {
        kept.delete(key);
        return undefined;
      }
      return { id: entry.id, code: entry.code, title: entry.title };
    },
    learn(products) {
      if (options.ttlMs <= 0) return;
      const at = now();
      for (const { id, code, title } of products) {
        const key = code.trim();
        if (key) kept.set(key, { id, code, title, at });
      }
    },
  };
}

export function knownProducts(): KnownProducts {
  return processSingleton('__knownProducts', () =>
    createKnownProducts({ ttlMs: serverConfig().shopDataTtlMs, max: KNOWN_PRODUCT_CODES }),
  );
}
