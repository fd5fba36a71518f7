/**
 * The storefront's own endpoints and files: every path it answers, or keeps
 * from being read as a page, that is neither a page (./routes.ts) nor a call
 * of the shop API's proxy (/api/shop/…, src/server/upstream/api-routes.ts). Each path
 * is spelled once here, and the table below says what the readers that treat
 * them all alike need to know: the request gate, the page requests and the
 * request labels (src/server/), robots.txt (./routes.ts) and the service
 * worker (../offline/offline-copies.ts). What an endpoint answers is its handler's
 * (src/middleware/pipeline.ts lists them, docs/decisions/0094).
 *
 * Browser code and the service worker import this module, so it imports
 * nothing and holds plain constants: the client build writes the path
 * constants in place where they are read (scripts/inline-route-paths.ts,
 * docs/decisions/0017), so a page that names one path loads neither the
 * others nor the table.
 */

/** Operators' health check (src/middleware/healthz.ts). */
export const HEALTH_PATH = '/healthz';
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
/** Asked for by browsers on their own; pages name their icons through the image endpoint. */
export const FAVICON_PATH = '/favicon.ico';
/** GET /_suggest?q=… answers the header's search suggestions as JSON (docs/decisions/0035). */
export const SUGGEST_ENDPOINT = '/_suggest';
/**
 * A signed-in shopper's cart and favourites as the shop API gave them, read and checked by the
 * server for the browser (docs/decisions/0101): GET with the shopper's token.
 */
export const CART_READ_PATH = '/_shopper/cart';
export const FAVOURITES_READ_PATH = '/_shopper/favourites';
/** Where the browser's beacon POSTs its real-user vitals (docs/decisions/0085). */
export const VITALS_PATH = '/_vitals';
/**
 * The service worker's script, registered with the whole origin as its scope
 * (docs/decisions/0090).
 */
export const SERVICE_WORKER_PATH = '/sw.js';
/** What makes the shop installable (docs/decisions/0090). */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
/**
 * Where the image endpoint's paths start: `/_img/{width}/{source}`
 * (../images/image-variants.ts, docs/decisions/0009).
 */
export const IMAGE_ENDPOINT = '/_img';

export type OwnEndpointMethod = 'GET' | 'HEAD' | 'POST';

export type OwnEndpoint = {
  pattern: `/${string}`;
  methods: readonly OwnEndpointMethod[];
  answered: boolean;
  robots: 'allow' | 'disallow';
};

const READ = ['GET', 'HEAD'] as const;

/**
 * One row per endpoint or file:
 * - `pattern`: its path; with `{…}` segments (the image endpoint), every path
 *   under the part before the first `{`. It is also the request's label in
 *   logs and metrics (src/server/observe/route-label.ts). Fixed paths are never pages:
 *   no redirect, guard or kept page applies to them (src/server/requests/page-request.ts).
 * - `methods`: what the request gate lets through (src/middleware/request-gate.ts);
 *   any other method is a 405 with `Allow`.
 * - `answered`: a step of the pipeline answers it; the service worker leaves page
 *   loads of these to the browser. /favicon.ico is answered by none: it is only
 *   kept from being taken for a page, and labelled as itself.
 * - `robots`: `disallow` keeps crawlers out (robots.txt, ./routes.ts).
 *
 * The comment above each row names its middleware (src/middleware/) and the
 * code behind it.
 */
export const OWN_ENDPOINTS = [
  // healthz.ts: src/server/observe/health.ts, src/server/runtime/drain-state.ts.
  { pattern: HEALTH_PATH, methods: READ, answered: true, robots: 'allow' },
  // seo-files.ts: src/features/catalogue/sitemap.ts (both files) and sitemap-data.ts (the crawl).
  { pattern: ROBOTS_PATH, methods: READ, answered: true, robots: 'allow' },
  { pattern: SITEMAP_PATH, methods: READ, answered: true, robots: 'allow' },
  { pattern: FAVICON_PATH, methods: READ, answered: false, robots: 'allow' },
  // search-suggestions.ts: src/features/search/suggest-endpoint.ts.
  { pattern: SUGGEST_ENDPOINT, methods: READ, answered: true, robots: 'disallow' },
  // shopper-reads.ts: src/server/upstream/shopper-reads.ts.
  { pattern: CART_READ_PATH, methods: READ, answered: true, robots: 'disallow' },
  { pattern: FAVOURITES_READ_PATH, methods: READ, answered: true, robots: 'disallow' },
  // vitals.ts: src/server/observe/vitals.ts. Only ever sent; the request gate
  // bounds its body (VITALS_BODY_MAX_BYTES).
  { pattern: VITALS_PATH, methods: ['POST'], answered: true, robots: 'allow' },
  // service-worker.ts: src/server/answers/service-worker-script.ts (the worker
  // itself: src/service-worker/).
  { pattern: SERVICE_WORKER_PATH, methods: READ, answered: true, robots: 'allow' },
  // web-app-manifest.ts: ../offline/web-app.ts.
  { pattern: WEB_APP_MANIFEST_PATH, methods: READ, answered: true, robots: 'allow' },
  // images.ts: src/server/images/image-endpoint.ts.
  { pattern: `${IMAGE_ENDPOINT}/{width}/{source}`, methods: READ, answered: true, robots: 'allow' },
] as const satisfies readonly OwnEndpoint[];

/** The fixed part of a pattern: all of it, or what comes before its first `{…}` segment. */
function fixedPart(pattern: string): { path: string; prefix: boolean } {
  const brace = pattern.indexOf('{');
  return brace === -1
    ? { path: pattern, prefix: false }
    : { path: pattern.slice(0, brace), prefix: true };
}

/** Whether an endpoint answers one fixed path (not every path under a prefix). */
export function isFixedPath(endpoint: OwnEndpoint): boolean {
  return !fixedPart(endpoint.pattern).prefix;
}

/** The endpoint or file a pathname (as sent) names; undefined for any other path. */
export function ownEndpointAt(pathname: string): OwnEndpoint | undefined {
  return OWN_ENDPOINTS.find((endpoint: OwnEndpoint) => {
    const { path, prefix } = fixedPart(endpoint.pattern);
    return prefix ? pathname.startsWith(path) : pathname === path;
  });
}

/**
 * What a path outside the shop API takes (the request gate): its endpoint's
 * methods, or GET and HEAD for anything else, pages and RSC payloads being
 * read-only.
 */
export function methodsAt(pathname: string): readonly OwnEndpointMethod[] {
  return ownEndpointAt(pathname)?.methods ?? READ;
}
