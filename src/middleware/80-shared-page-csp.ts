import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { serverConfig } from '@/server/config';
import { contentSecurityPolicy, inlineScriptHashes } from '@/server/csp';
import { isSharedCacheable } from '@/server/shared-cache';

/**
 * A page a shared cache may keep (public Cache-Control, set by 85 just inside)
 * gets a Content-Security-Policy built from the hashes of its inline scripts
 * rather than a per-answer nonce, so a proxy or CDN that keeps it keeps a page
 * and a policy that hold for every shopper (docs/decisions/0080). The page is
 * read whole here; the 50 page cache just outside keeps it with its policy,
 * and the nonce step (01) leaves an answer that already has one alone.
 */
export default function sharedPageCspMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    if (!res.body || !(res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    if (!isSharedCacheable(res.headers.get('cache-control'))) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.set('content-security-policy', contentSecurityPolicy({ hashes: inlineScriptHashes(body) }, serverConfig().mapTileUrl));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
