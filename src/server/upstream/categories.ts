import 'server-only';
import type { Category } from '@/shop-api';
import { CATEGORY_TTL_MS } from '@/lib/limits';
import { createSwrCache, type SwrCache } from '@/lib/traffic/swr-cache';
import { markUpstreamFailure } from '../requests/request-context';
import { publicShopApi } from './shop-api';
import { logger } from '../observe/logger';
import { processSingleton } from '../runtime/process-singleton';

/**
 * The children of the API's single root (docs/api-shapes.md). A failure is
 * thrown, so it is never kept.
 */
async function load(): Promise<Category[]> {
  const result = await publicShopApi().getCategories();
  if (!result.ok) throw new Error(`${result.kind}: ${result.message}`);
  return result.value.children;
}

function categoryCache(): SwrCache<Category[]> {
  return processSingleton('__categoryCache', (): SwrCache<Category[]> =>
    createSwrCache({ ttlMs: CATEGORY_TTL_MS, load, serveStale: true }),
  );
}

/**
 * The shop's categories, or null when the upstream fails and none are kept
 * (the next request tries again). When it fails with a tree kept, the last
 * good tree is served.
 */
export async function readCategories(): Promise<Category[] | null> {
  try {
    return await categoryCache().get();
  } catch (error) {
    logger().warn({ reason: (error as Error).message }, 'categories failed and none kept');
    return null;
  }
}

/**
 * The shop's categories for a page: on a failure with none kept, an empty menu,
 * and the page is marked as built from a failure.
 */
export async function getCategories(): Promise<Category[]> {
  const categories = await readCategories();
  if (categories) return categories;
  markUpstreamFailure();
  return [];
}
