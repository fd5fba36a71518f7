import type { ShopData } from '../shop-api/index';
import { createSwrCache, type SwrCache } from '../lib/swr-cache';
import { serverConfig } from './config';
import { markUpstreamFailure } from './request-context';
import { publicShopApi } from './shop-api';

/**
 * Shop data (GET /api/shop/get-data), kept in process for SHOP_DATA_TTL_MS
 * (docs/decisions/0003). Once the kept copy is older than that, the next
 * request waits for the refresh (one fetch, shared), so a maintenance or
 * deactivation switch reaches every page load and client navigation within
 * the TTL plus one fetch, however quiet the shop was.
 *
 * A failed or unsuccessful fetch keeps the last copy for another TTL (a shop
 * in maintenance whose API is down stays closed); with no copy yet it gives
 * null, which SPEC §4 reads as open and not in maintenance. Failures are
 * logged once per streak.
 */
const holder = globalThis as typeof globalThis & { __shopDataCache?: SwrCache<ShopData | null> };

let failing = false;

async function load(): Promise<ShopData | null> {
  const result = await publicShopApi().getShopData();
  if (result.ok) {
    if (failing) console.warn('[shop-data] get-data recovered');
    failing = false;
    return result.value;
  }
  if (!failing) console.warn(`[shop-data] get-data failed (${result.kind}): ${result.message}; keeping the last shop data, or treating the shop as open`);
  failing = true;
  throw new Error(result.message);
}

export async function getShopData(): Promise<ShopData | null> {
  holder.__shopDataCache ??= createSwrCache({ ttlMs: serverConfig().shopDataTtlMs, load, fallback: () => null });
  const shop = await holder.__shopDataCache.get();
  // A page built without shop data is not shared or kept (issue 15).
  if (shop === null) markUpstreamFailure();
  return shop;
}
