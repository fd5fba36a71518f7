import 'server-only';
import { shopStateOf, type ShopState } from '@/lib/shop-state';
import type { ShopData } from '@/shop-api';
import { createSwrCache, type SwrCache } from '@/lib/traffic/swr-cache';
import { serverConfig } from '../settings/config';
import { logger } from '../observe/logger';
import { recordShopState } from '../observe/metrics';
import { markUpstreamFailure } from '../requests/request-context';
import { publicShopApi } from './shop-api';
import { processSingleton } from '../runtime/process-singleton';

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
 * logged once per streak; a change of the shop's state is logged and kept in
 * the `storefront_shop_state` gauge.
 */
function watch(): { failing: boolean; state: ShopState | null } {
  return processSingleton('__shopDataWatch', () => ({ failing: false, state: null }));
}

/** What the shop's state is now, from the shop data served (null: open, SPEC §4). */
function served(shop: ShopData | null): ShopData | null {
  const seen = watch();
  const state = shopStateOf(shop);
  if (state !== seen.state) {
    logger().info({ from: seen.state, to: state }, 'shop status');
    recordShopState(state);
    seen.state = state;
  }
  return shop;
}

async function load(): Promise<ShopData | null> {
  const result = await publicShopApi().getShopData();
  const seen = watch();
  if (!result.ok) {
    if (!seen.failing) {
      logger().warn(
        { kind: result.kind, reason: result.message },
        'shop data failed; keeping the last shop data, or treating the shop as open',
      );
    }
    seen.failing = true;
    throw new Error(result.message);
  }
  if (seen.failing) logger().info('shop data recovered');
  seen.failing = false;
  return served(result.value);
}

export async function getShopData(): Promise<ShopData | null> {
  const cache = processSingleton('__shopDataCache', (): SwrCache<ShopData | null> =>
    createSwrCache({ ttlMs: serverConfig().shopDataTtlMs, load, fallback: () => served(null) }),
  );
  const shop = await cache.get();
  // A page built without shop data is not shared or kept (docs/decisions/0008).
  if (shop === null) markUpstreamFailure();
  return shop;
}
