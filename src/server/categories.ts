import type { Category } from '../shop-api/index';
import { createSwrCache, type SwrCache } from '../lib/swr-cache';
import { publicShopApi } from './shop-api';

/** The category tree changes rarely: kept a minute, served stale while it refreshes. */
const CATEGORY_TTL_MS = 60_000;

const holder = globalThis as typeof globalThis & { __categoryCache?: SwrCache<Category[]> };

/** The shop's categories: the children of the API's single root (API-NOTES.md). Empty on failure. */
async function load(): Promise<Category[]> {
  const result = await publicShopApi().getCategories();
  if (!result.ok) {
    console.warn(`[categories] ${result.kind}: ${result.message}`);
    return [];
  }
  return result.value.children;
}

export function getCategories(): Promise<Category[]> {
  holder.__categoryCache ??= createSwrCache({ ttlMs: CATEGORY_TTL_MS, load });
  return holder.__categoryCache.get();
}
