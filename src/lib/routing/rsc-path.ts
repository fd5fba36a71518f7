/**
 * Waku's URL of a route's RSC payload, `/RSC/R/<path>.txt` (waku/router/common's
 * encodeRoutePath and lib/utils/rsc-path's encodeRscPath, 1.0): `/` is
 * `/RSC/R/_root.txt`, `/Products` is `/RSC/R/Products.txt`, a path that starts
 * with `/_` is written `/__…`. Shared by the server (which requests are page
 * loads) and the service worker (which payloads it may keep).
 */
export const RSC_ROUTE_PREFIX = '/RSC/R/';

/**
 * The route path of an encoded payload name (`Products.txt` → `/Products`);
 * null when it is not one.
 */
export function decodeRscRoute(encoded: string): string | null {
  if (!encoded.endsWith('.txt')) return null;
  let rscPath = encoded.slice(0, -'.txt'.length);
  if (rscPath.endsWith('_')) rscPath = rscPath.slice(0, -1);
  if (rscPath === '_root') return '/';
  if (rscPath.startsWith('__')) return `/_${rscPath.slice(2)}`;
  return `/${rscPath}`;
}

/**
 * The route path whose payload a pathname asks for (`/RSC/R/_root.txt` → `/`);
 * null for any other path.
 */
export function rscRoutePath(pathname: string): string | null {
  return pathname.startsWith(RSC_ROUTE_PREFIX)
    ? decodeRscRoute(pathname.slice(RSC_ROUTE_PREFIX.length))
    : null;
}

/**
 * Waku's RSC path of a route (`/` → `R/_root`, `/Products` → `R/Products`): the
 * key of its fetched-ahead payload.
 */
export function rscPathOfRoute(routePath: string): string {
  if (routePath === '/') return 'R/_root';
  return routePath.startsWith('/_') ? `R/__${routePath.slice(2)}` : `R${routePath}`;
}

/** The URL Waku's router fetches a route's payload from, for a page query (`''` for none). */
export function rscUrlOfRoute(routePath: string, pageQuery = ''): string {
  return `/RSC/${rscPathOfRoute(routePath)}.txt?${new URLSearchParams({ query: pageQuery })}`;
}

/** How Waku's RSC answers are typed (as plain text), and ours with them. */
export const RSC_CONTENT_TYPE = 'text/plain; charset=utf-8';

/**
 * The RSC payload that has Waku 1.0's router leave for `location` with a page
 * load: `{ _location }` in React's wire format (one row, id 0), what Waku's own
 * handler answers a redirect it cannot follow inside the app with. The service
 * worker sends it to leave for the offline page, written out here because the
 * worker has no React (docs/decisions/0002).
 */
export function leavingPayload(location: string): string {
  return `0:${JSON.stringify({ _location: location })}\n`;
}
