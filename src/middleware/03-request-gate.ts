import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiErrorAnswer, BODY_TOO_LARGE_MESSAGE, METHOD_NOT_ALLOWED_MESSAGE, NO_SUCH_CALL_MESSAGE } from '@/server/api-answers';
import { allowedApiMethods } from '@/server/api-routes';
import { API_BODY_MAX_BYTES } from '@/server/limits';

/** Everything outside the API is read-only: pages, RSC payloads, health, robots, sitemap. */
const READ_ONLY = ['GET', 'HEAD'];

/**
 * What may come in, before anything reads it (issue 15):
 * - a method the path does not take is a 405 with `Allow` (pages take GET and
 *   HEAD; each API call its own methods, src/server/api-routes.ts); an API
 *   path that names no call is a 404, and neither reaches the upstream;
 * - an API request body over API_BODY_MAX_BYTES is a 413, told by its
 *   Content-Length or, without one, counted while it streams in (hono's
 *   body-limit middleware, which holds at most the limit). The connection is
 *   closed rather than the rest of the body read.
 */
export default function requestGateMiddleware(): MiddlewareHandler {
  const limitBody = bodyLimit({
    maxSize: API_BODY_MAX_BYTES,
    onError: () => apiErrorAnswer(413, BODY_TOO_LARGE_MESSAGE, { connection: 'close' }),
  });
  return async (c, next) => {
    const pathname = new URL(c.req.url).pathname;
    const isApi = pathname.startsWith('/api/shop/');
    const allowed = isApi ? allowedApiMethods(pathname) : READ_ONLY;
    if (!allowed) {
      c.res = apiErrorAnswer(404, NO_SUCH_CALL_MESSAGE);
      return;
    }
    if (!allowed.includes(c.req.method)) {
      const allow = { allow: allowed.join(', ') };
      c.res = isApi
        ? apiErrorAnswer(405, METHOD_NOT_ALLOWED_MESSAGE, allow)
        : new Response('Method Not Allowed', { status: 405, headers: { 'content-type': 'text/plain; charset=utf-8', ...allow } });
      return;
    }
    if (!isApi) return next();
    // Waku's middleware runner ignores returned answers: a refusal is put on the context.
    const refused = await limitBody(c, next);
    if (refused instanceof Response) c.res = refused;
  };
}
