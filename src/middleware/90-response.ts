import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { responseDecisions } from '@/server/request-context';

/**
 * Applies what a page decided while rendering (a 404 from a failed route
 * validation, extra headers) to the response Waku produced.
 */
export default function responseMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { status, headers } = responseDecisions();
    if (status === undefined && headers === undefined) return;
    const response = new Response(c.res.body, {
      status: status ?? c.res.status,
      headers: c.res.headers,
    });
    for (const [name, value] of Object.entries(headers ?? {})) response.headers.set(name, value);
    c.res = response;
  };
}
