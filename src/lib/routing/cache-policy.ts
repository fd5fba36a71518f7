import { isPublicRoute, matchRoute } from './routes';

/**
 * Catalogue pages: shared caches keep them a minute and serve them stale for
 * ten while refreshing.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/**
 * A catalogue page rendered now streams to its first shopper `private,
 * no-store` under that shopper's nonce (docs/decisions/0086), though what it
 * shows is every shopper's. It says so in this header (value
 * NONCE_ONLY_PRIVATE), so that the service worker may keep it on the
 * shopper's own device (docs/decisions/0090); a page built from a failed call
 * is private for its own reason and never says it.
 */
export const PRIVATE_REASON_HEADER = 'x-page-private';
export const NONCE_ONLY_PRIVATE = 'nonce';

/**
 * Catalogue and static pages (the route table's `public` routes), spelled as
 * the route spells them: the same for every shopper.
 */
export function isPublicPagePath(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && match.canonicalPath === pathname && isPublicRoute(match.pattern);
}

/**
 * The Cache-Control of a page answer, for a public page (isPublicPagePath,
 * decided once per request: src/server/requests/request-facts.ts) or another.
 * Catalogue and static pages hold no per-user data (login state, cart count
 * and favourites load in the browser), so a CDN may share their successful
 * answers; everything else is personal or transient and is never stored.
 */
export function pageCacheControl(publicPage: boolean, status: number | 'upstream-failed'): string {
  if ((status === 200 || status === 301) && publicPage) return PUBLIC_PAGE_CACHE;
  return PRIVATE_PAGE_CACHE;
}
