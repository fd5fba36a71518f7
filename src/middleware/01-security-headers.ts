import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, createNonce, nonceTransform } from '../server/csp';
import { securityHeaders } from '../server/security-headers';

/**
 * Security headers on every answer that passes through middleware (pages,
 * RSC, API), and a nonce-based Content-Security-Policy on HTML pages that do
 * not carry a policy yet (a page a shared cache may keep has its hash-based
 * one from 80, docs/decisions/0080).
 */
export default function securityHeadersMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const https = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(securityHeaders({ https }))) headers.set(name, value);
    let body: ReadableStream<Uint8Array> | null = c.res.body;
    if (body && (headers.get('content-type') ?? '').startsWith('text/html') && !headers.has('content-security-policy')) {
      const nonce = createNonce();
      headers.set('Content-Security-Policy', contentSecurityPolicy({ nonce }));
      headers.delete('content-length');
      body = body.pipeThrough(nonceTransform(nonce));
    }
    c.res = new Response(body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
