import { shopStateOf, type ShopState } from '../features/shop-status/shop-state';
import type { ShopData } from '../shop-api/index';
import { createSwrCache, type SwrCache } from '../lib/swr-cache';
import { serverConfig } from './config';
import { logger } from './logger';
import { recordShopState } from './metrics';
import { markUpstreamFailure } from './request-context';
import { publicShopApi } from './shop-api';

/**
 * Shop data (GET /api/shop/get-data), kept in process for SHOP_DATA_TTL_MS;
 * once older, the next request waits for the refresh, so a maintenance switch
 * shows within that time plus one fetch. A failure gives null (the shop is
 * then treated as open, SPEC §4) and is logged once per streak of failures.
 * A change of the shop's state is logged and kept in the
 * `storefront_shop_state` gauge.
 */
const holder = globalThis as typeof globalThis & {
  __shopDataCache?: SwrCache<ShopData | null>;
  __shopDataWatch?: { failing: boolean; state: ShopState | null };
};

function watch() {
  holder.__shopDataWatch ??= { failing: false, state: null };
  return holder.__shopDataWatch;
}

async function load(): Promise<ShopData | null> {
  const result = await publicShopApi().getShopData();
  const seen = watch();
  if (result.ok) {
    if (seen.failing) logger().info('shop data recovered');
    seen.failing = false;
  } else {
    if (!seen.failing) logger().warn({ kind: result.kind, reason: result.message }, 'shop data failed; the shop is treated as open');
    seen.failing = true;
  }
  const state = shopStateOf(result.ok ? result.value : null);
  if (state !== seen.state) {
    logger().info({ from: seen.state, to: state }, 'shop status');
    recordShopState(state);
    seen.state = state;
  }
  return result.ok ? result.value : null;
}

export async function getShopData(): Promise<ShopData | null> {
  holder.__shopDataCache ??= createSwrCache({ ttlMs: serverConfig().shopDataTtlMs, load });
  const shop = await holder.__shopDataCache.get();
  // A page built without shop data is not shared or kept (issue 15).
  if (shop === null) markUpstreamFailure();
  return shop;
}
