import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { errorAnswer } from '@/features/errors/error-document';
import { logger } from '@/server/observe/logger';
import { currentRequestScope } from '@/server/requests/request-scope';
import { routeLabel } from '@/server/observe/route-label';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * The last line of defence: nothing thrown while handling a request reaches
 * the client as a stack trace or an error message.
 * - A path that is not valid percent-encoding names no page: 404; so does an
 *   RSC path that is no route's payload (`/RSC/x`, `/RSC/R/Profile`).
 * - A failed render comes back from Waku (or Hono's error handler) as a 500
 *   whose body is the error message, or a bare HTML shell that would render
 *   an error on the client: it becomes the generic error page.
 * Statuses we answer on purpose (502 from the proxy, 503 while closed) and
 * the API's own answers pass unchanged.
 */
export default function errorsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, unreadable } = requestFacts(c);
    if (unreadable) {
      c.res = errorAnswer(404, pathname);
      return;
    }
    try {
      await next();
    } catch (error) {
      logger().error(
        {
          reqId: currentRequestScope()?.id,
          method: c.req.method,
          route: routeLabel(pathname),
          err: error,
        },
        'request failed',
      );
      c.res = errorAnswer(500, pathname);
      return;
    }
    if (c.res.status === 500 && !pathname.startsWith('/api/')) {
      const type = c.res.headers.get('content-type') ?? '';
      const detail = type.startsWith('text/html') ? '' : await c.res.text().catch(() => '');
      logger().error(
        {
          reqId: currentRequestScope()?.id,
          method: c.req.method,
          route: routeLabel(pathname),
          reason: detail.split('\n')[0] ?? '',
        },
        'render failed',
      );
      c.res = errorAnswer(500, pathname);
    }
  };
}
