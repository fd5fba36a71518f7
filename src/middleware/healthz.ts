import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { HEALTH_PATH } from '@/lib/routing/own-endpoints';
import { isDraining } from '@/server/runtime/drain-state';
import { healthReport } from '@/server/observe/health';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * GET /healthz for operators: never cached, never redirected to /maintenance.
 * While the process drains it answers 503 `{"status":"draining"}` at once,
 * so that balancers stop sending.
 */
export default function healthzMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (requestFacts(c).pathname !== HEALTH_PATH) return next();
    if (isDraining()) {
      c.res = new Response(JSON.stringify({ status: 'draining' }), {
        status: 503,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      });
      return;
    }
    const report = await healthReport();
    c.res = new Response(JSON.stringify(report), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  };
}
