/**
 * Whether a browser sent this request for a page of another site
 * (docs/decisions/0084); the storefront's middleware and `shop replay`'s
 * control endpoints both ask. A browser says where a request comes from in Sec-Fetch-Site
 * (every current browser; a page cannot set it), else in Origin (older ones,
 * on every POST): anything but our own origin counts as another site, and so
 * does `Origin: null` (sandboxed frames, data: pages). A request with neither
 * header is not a browser's (curl, the `shop` command, a backend of the shop)
 * and is not refused. Our origin is the request's own host, or
 * SHOP_PUBLIC_URL's when it is set (a CDN may send another Host).
 */
export function isCrossSite(request: Request, publicUrl: string | null): boolean {
  const site = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.get('origin')?.trim();
  if (!origin) return false;
  const host = hostOf(origin);
  if (host === null) return true;
  const own = [new URL(request.url).host, publicUrl ? hostOf(publicUrl) : null];
  return !own.includes(host);
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase() || null;
  } catch {
    return null;
  }
}
