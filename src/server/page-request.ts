/**
 * Which requests are page loads. Middleware that redirects (shop status,
 * canonical paths, guards) applies to documents and to the RSC requests
 * that Waku's client router makes on navigation (`/RSC/R/<path>.txt`).
 */
export type PageRequest = { kind: 'document' | 'rsc'; pathname: string };

const RSC_ROUTE_PREFIX = '/RSC/R/';

const NOT_PAGES = [/^\/api\//, /^\/assets\//, /^\/media\//, /^\/RSC\/(?!R\/)/];
const NOT_PAGE_FILES = new Set(['/healthz', '/robots.txt', '/sitemap.xml', '/favicon.ico']);

/** Waku's encoding of a route path in an RSC URL, reversed (router/common and rsc-path). */
function decodeRscRoute(encoded: string): string | null {
  if (!encoded.endsWith('.txt')) return null;
  let rscPath = encoded.slice(0, -'.txt'.length);
  if (rscPath.endsWith('_')) rscPath = rscPath.slice(0, -1);
  if (rscPath === '_root') return '/';
  if (rscPath.startsWith('__')) return `/_${rscPath.slice(2)}`;
  return `/${rscPath}`;
}

export function pageRequestOf(rawPathname: string): PageRequest | null {
  if (rawPathname.startsWith(RSC_ROUTE_PREFIX)) {
    const pathname = decodeRscRoute(rawPathname.slice(RSC_ROUTE_PREFIX.length));
    return pathname ? { kind: 'rsc', pathname } : null;
  }
  if (NOT_PAGE_FILES.has(rawPathname) || NOT_PAGES.some((pattern) => pattern.test(rawPathname))) {
    return null;
  }
  return { kind: 'document', pathname: rawPathname };
}

/**
 * A redirect for a page request. Documents get a real redirect. RSC requests
 * get a non-3xx status with a Location header: fetch would follow a 3xx and
 * hand the router HTML, while Waku's router turns a failed RSC answer that
 * carries a Location into a client navigation (docs/decisions/0002).
 */
export function redirectResponse(
  request: PageRequest,
  location: string,
  options: { documentStatus: 301 | 302 | 307; rscStatus: number },
): Response {
  const status = request.kind === 'document' ? options.documentStatus : options.rscStatus;
  return new Response(null, {
    status,
    headers: { location, 'cache-control': 'no-store' },
  });
}
