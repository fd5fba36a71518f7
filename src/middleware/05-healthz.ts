import type { MiddlewareHandler } from 'hono';
import { healthReport } from '../server/health';

/** GET /healthz for operators: never cached, never redirected to /maintenance. */
export default function healthzMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (new URL(c.req.url).pathname !== '/healthz') return next();
    const report = await healthReport();
    c.res = new Response(JSON.stringify(report), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  };
}
