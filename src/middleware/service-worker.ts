import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { SERVICE_WORKER_PATH } from '@/lib/routing/own-endpoints';
import { serverConfig } from '@/server/settings/config';
import {
  UNREGISTERING_WORKER,
  WORKER_CSP,
  builtWorkerScript,
} from '@/server/answers/service-worker-script';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * GET /sw.js, the service worker (docs/decisions/0090): this build's, or with
 * SHOP_SERVICE_WORKER=off the one that removes itself. Before the shop-status
 * redirect and the guards, which have nothing to say about it; `no-cache`, so
 * that a browser checks it on every page load and a new build (or the kill
 * switch) reaches shoppers at once.
 */
export default function serviceWorkerMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (requestFacts(c).pathname !== SERVICE_WORKER_PATH) return next();
    const script = serverConfig().serviceWorker ? await builtWorkerScript() : UNREGISTERING_WORKER;
    if (script === null) {
      c.res = new Response('No service worker in this build\n', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
      return;
    }
    c.res = new Response(c.req.method === 'HEAD' ? null : script, {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': WORKER_CSP,
      },
    });
  };
}
