/** Catalogue pages: shared caches keep them a minute and serve them stale for ten while refreshing. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

const PUBLIC_PATHS = [/^\/$/, /^\/Products$/, /^\/category\/[^/]+$/, /^\/Product\/[^/]+\/[^/]+$/, /^\/(About-us|Contact-us|Rules|Privacy)$/];

/** Catalogue and static pages: the same for every shopper. */
export function isPublicPagePath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The Cache-Control of a page answer. Catalogue and static pages hold no
 * per-user data (login state, cart count and favourites load in the browser),
 * so a CDN may share their successful answers; everything else is personal
 * or transient and is never stored.
 */
export function pageCacheControl(pathname: string, status: number | 'upstream-failed'): string {
  if ((status === 200 || status === 301) && isPublicPagePath(pathname)) return PUBLIC_PAGE_CACHE;
  return PRIVATE_PAGE_CACHE;
}
