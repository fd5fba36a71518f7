import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { serverConfig } from '@/server/settings/config';
import { contentSecurityPolicy, createNonce, nonceTransform } from '@/server/answers/csp';
import { PRIVATE_PAGE_CACHE } from '@/lib/routing/cache-policy';
import { requestIsHttps } from '@/server/requests/public-origin';
import {
  foreignAnswerHeaders,
  isForeignAnswerPath,
  securityHeaders,
} from '@/server/answers/security-headers';
import { replaceAnswer } from '@/server/answers/replace-answer';
import { isSharedCacheable } from '@/server/answers/shared-cache';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * Security headers on every answer that passes through middleware (pages,
 * RSC, API). The nonce-based Content-Security-Policy goes only on HTML our
 * renderer produced that carries no policy yet (a kept page has its
 * hash-based one from the kept pages, docs/decisions/0080 and 0086): what comes from the
 * shop API (the /api/shop/* proxy, the embedded shop's /media/) gets a
 * policy that runs nothing, whatever it is. An answer given a nonce is never
 * one a shared cache may keep (it would hand the nonce to every shopper): it
 * is made private here, whatever an inner step said.
 */
export default function securityHeadersMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(
      securityHeaders({ https: requestIsHttps(c.req.raw) }),
    ))
      headers.set(name, value);
    let body: ReadableStream<Uint8Array> | null = c.res.body;
    const { pathname } = requestFacts(c);
    if (isForeignAnswerPath(pathname)) {
      for (const [name, value] of Object.entries(
        foreignAnswerHeaders(pathname, headers.get('content-type')),
      ))
        headers.set(name, value);
    } else if (
      body &&
      (headers.get('content-type') ?? '').startsWith('text/html') &&
      !headers.has('content-security-policy')
    ) {
      const nonce = createNonce();
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy({ nonce }, serverConfig().mapTileUrl),
      );
      if (isSharedCacheable(headers.get('cache-control')))
        headers.set('cache-control', PRIVATE_PAGE_CACHE);
      headers.delete('content-length');
      body = body.pipeThrough(nonceTransform(nonce));
    }
    replaceAnswer(
      c,
      new Response(body, { status: c.res.status, statusText: c.res.statusText, headers }),
    );
  };
}
