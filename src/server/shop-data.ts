import type { ShopData } from '../shop-api/index';
import { createSwrCache, type SwrCache } from '../lib/swr-cache';
import { serverConfig } from './config';
import { markUpstreamFailure } from './request-context';
import { publicShopApi } from './shop-api';

/**
 * Shop data (GET /api/shop/get-data), kept in process for SHOP_DATA_TTL_MS and
 * served stale while it refreshes, so a maintenance switch shows within that
 * time. A failure gives null (the shop is then treated as open, SPEC §4) and
 * is logged once per streak of failures.
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
  if (!failing) console.warn(`[shop-data] get-data failed (${result.kind}): ${result.message}; treating the shop as open`);
  failing = true;
  return null;
}

export async function getShopData(): Promise<ShopData | null> {
  holder.__shopDataCache ??= createSwrCache({ ttlMs: serverConfig().shopDataTtlMs, load });
  const shop = await holder.__shopDataCache.get();
  // A page built without shop data is not shared or kept (issue 15).
  if (shop === null) markUpstreamFailure();
  return shop;
}
