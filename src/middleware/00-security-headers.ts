import type { MiddlewareHandler } from 'hono';
import { securityHeaders } from '../server/security-headers';

/** Security headers on every answer that passes through middleware (pages, RSC, API). */
export default function securityHeadersMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const https = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(securityHeaders({ https }))) headers.set(name, value);
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
