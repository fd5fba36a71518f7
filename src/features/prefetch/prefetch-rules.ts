import { matchPattern } from '@/lib/routing/route-match';
import type { RoutePattern } from '@/lib/routing/routes';
import { CATEGORY_PATTERN, PRODUCT_PATTERN } from '@/lib/routing/route-paths';

/**
 * Which links are fetched ahead, and when (docs/decisions/0090): product and
 * category pages, spelled as their routes spell them, on a connection that
 * does not ask to save data.
 */

/** Payloads fetched at once. */
export const PREFETCH_CONCURRENCY = 2;
/**
 * Links fetched ahead because they came into view, per page; a hover or a touch
 * on a link is never refused.
 */
export const PREFETCH_IN_VIEW_LIMIT = 8;
/** How long a link stays in view before it counts: a flick past a list fetches nothing. */
export const PREFETCH_DWELL_MS = 200;
/**
 * A payload fetched ahead is used within this time, else let go (a tap then
 * fetches the page afresh).
 */
export const PREFETCH_FRESH_MS = 60_000;

/**
 * Kept public pages of the route table (src/lib/routing/routes.ts); matched
 * here without loading the table.
 */
const PREFETCHED_ROUTES: readonly RoutePattern[] = [PRODUCT_PATTERN, CATEGORY_PATTERN];

/**
 * The path to fetch ahead for a link, or null: a product or category page of
 * this origin (both kept public pages, src/lib/routing/routes.ts), in its route's own
 * spelling, without a query, and not the page on screen.
 */
export function prefetchPath(
  href: string,
  here: { href: string; origin: string; pathname: string },
): string | null {
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.search !== '' || url.pathname === here.pathname)
    return null;
  const named = PREFETCHED_ROUTES.some(
    (pattern) => matchPattern(pattern, url.pathname)?.canonicalPath === url.pathname,
  );
  return named ? url.pathname : null;
}

/** What the Network Information API tells (navigator.connection, where there is one). */
export type ConnectionFacts = { saveData?: boolean; effectiveType?: string };

/**
 * Never under Save-Data nor on a 2G connection: the shopper pays for every
 * byte, or waits for it.
 */
export function mayPrefetch(connection: ConnectionFacts | undefined): boolean {
  if (connection?.saveData === true) return false;
  return connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}
