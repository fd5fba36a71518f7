import 'server-only';
import type { Category } from '@/shop-api/index';
import { createSwrCache, type SwrCache } from '@/lib/swr-cache';
import { markUpstreamFailure } from './request-context';
import { publicShopApi } from './shop-api';
import { logger } from './logger';
import { processSingleton } from './process-singleton';

/** The category tree changes rarely: kept a minute, served stale while it refreshes. */
const CATEGORY_TTL_MS = 60_000;

/** The children of the API's single root (API-NOTES.md). A failure is thrown, so it is never kept. */
async function load(): Promise<Category[]> {
  const result = await publicShopApi().getCategories();
  if (!result.ok) throw new Error(`${result.kind}: ${result.message}`);
  return result.value.children;
}

/**
 * The shop's categories. When the upstream fails, the last good tree is
 * served; with none kept yet, an empty list (and the next request tries again).
 */
export async function getCategories(): Promise<Category[]> {
  const cache = processSingleton('__categoryCache', (): SwrCache<Category[]> =>
    createSwrCache({ ttlMs: CATEGORY_TTL_MS, load, serveStale: true }),
  );
  try {
    return await cache.get();
  } catch (error) {
    logger().warn({ reason: (error as Error).message }, 'categories failed and none kept: an empty menu');
    markUpstreamFailure();
    return [];
  }
}
