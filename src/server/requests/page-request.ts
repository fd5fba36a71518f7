import 'server-only';
import { OWN_ENDPOINTS, isFixedPath, type OwnEndpoint } from '@/lib/routing/own-endpoints';
import { RSC_ROUTE_PREFIX, decodeRscRoute } from '@/lib/routing/rsc-path';

/**
 * Which requests are page loads. Middleware that redirects (shop status,
 * canonical paths, guards) applies to documents and to the RSC requests
 * that Waku's client router makes on navigation (`/RSC/R/<path>.txt`).
 */
export type PageRequest = { kind: 'document' | 'rsc'; pathname: string };

/**
 * Waku's client router names the elements it holds, with their etags, in this
 * header (src/middleware/router-etags.ts).
 */
export const ROUTER_ETAGS_HEADER = 'x-waku-etags';

const NOT_PAGES = [/^\/api\//, /^\/assets\//, /^\/media\//, /^\/RSC\/(?!R\/)/];
/**
 * Files and endpoints of our own at fixed paths (@/lib/routing/own-endpoints): never
 * pages. The image endpoint's paths are answered before any step that reads
 * whether a request is a page (src/middleware/pipeline.ts).
 */
const OWN_FILES: ReadonlySet<string> = new Set(
  OWN_ENDPOINTS.filter((endpoint: OwnEndpoint) => isFixedPath(endpoint)).map(
    (endpoint) => endpoint.pattern,
  ),
);

/**
 * The path with percent-encoded unreserved characters (letters, digits,
 * `-._~`) decoded, as RFC 3986 §6.2.2.2 calls equivalent: `/%50rofile` is
 * `/Profile`. Waku decodes them too before it matches a route, so every route
 * decision (guard, canonical casing, shop status, RSC paths) is taken on this
 * form. Other escapes (non-ASCII, `%2F`, `%3F`) stay as they came.
 */
export function normalisedPathname(rawPathname: string): string {
  return rawPathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~]$/.test(character) ? character : escape;
  });
}

export function pageRequestOf(rawPathname: string): PageRequest | null {
  const path = normalisedPathname(rawPathname);
  if (path.startsWith(RSC_ROUTE_PREFIX)) {
    const pathname = decodeRscRoute(path.slice(RSC_ROUTE_PREFIX.length));
    return pathname ? { kind: 'rsc', pathname } : null;
  }
  if (OWN_FILES.has(path) || NOT_PAGES.some((pattern) => pattern.test(path))) {
    return null;
  }
  return { kind: 'document', pathname: path };
}

/**
 * An RSC path that is not a route's payload (`/RSC/R/<path>.txt`): Waku would
 * fail on it with a 500 and a stack in the log, so it is a 404 before it gets
 * there. That includes server functions' paths (`/RSC/F/…`): the storefront
 * has none (no `'use server'` anywhere in src/), so every such path names
 * nothing; a server function added one day must be let through here.
 */
export function isMalformedRscPath(rawPathname: string): boolean {
  const path = normalisedPathname(rawPathname);
  if (!path.startsWith('/RSC/')) return false;
  return pageRequestOf(path) === null;
}

/**
 * A page load's redirect: never kept (docs/decisions/0002; the router's RSC
 * requests: ./redirect-page.ts).
 */
export function redirectResponse(location: string, status: 301 | 302 | 307): Response {
  return new Response(null, { status, headers: { location, 'cache-control': 'no-store' } });
}
