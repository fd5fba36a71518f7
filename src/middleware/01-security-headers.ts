import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { serverConfig } from '@/server/config';
import { contentSecurityPolicy, createNonce, nonceTransform } from '@/server/csp';
import { requestIsHttps } from '@/server/public-origin';
import { foreignAnswerHeaders, isForeignAnswerPath, securityHeaders } from '@/server/security-headers';

/**
 * Security headers on every answer that passes through middleware (pages,
 * RSC, API). The nonce-based Content-Security-Policy goes only on HTML our
 * renderer produced that carries no policy yet (a page a shared cache may
 * keep has its hash-based one from 80, docs/decisions/0080): what comes from
 * the shop API (the /api/shop/* proxy, the embedded shop's /media/) gets a
 * policy that runs nothing, whatever it is.
 */
export default function securityHeadersMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(securityHeaders({ https: requestIsHttps(c.req.raw) }))) headers.set(name, value);
    let body: ReadableStream<Uint8Array> | null = c.res.body;
    const pathname = new URL(c.req.url).pathname;
    if (isForeignAnswerPath(pathname)) {
      for (const [name, value] of Object.entries(foreignAnswerHeaders(pathname, headers.get('content-type')))) headers.set(name, value);
    } else if ((headers.get('content-type') ?? '').startsWith('text/html') && !headers.has('content-security-policy')) {
      const nonce = createNonce();
      headers.set('Content-Security-Policy', contentSecurityPolicy({ nonce }, serverConfig().mapTileUrl));
      if (body) {
        headers.delete('content-length');
        body = body.pipeThrough(nonceTransform(nonce));
      }
    }
    c.res = new Response(body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
