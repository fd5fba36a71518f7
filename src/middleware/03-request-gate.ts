import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiErrorAnswer, BODY_TOO_LARGE_MESSAGE, METHOD_NOT_ALLOWED_MESSAGE, NO_SUCH_CALL_MESSAGE } from '@/server/api-answers';
import { allowedApiMethods } from '@/server/api-routes';
import { API_BODY_MAX_BYTES, VITALS_BODY_MAX_BYTES } from '@/server/limits';
import { recordVitalsBeacon } from '@/server/metrics';
import { VITALS_PATH } from '@/lib/vitals';

/** Everything outside the API is read-only: pages, RSC payloads, health, robots, sitemap. */
const READ_ONLY = ['GET', 'HEAD'];
/** The real-user vitals beacon (11-vitals.ts) is only ever sent. */
const BEACON = ['POST'];

/**
 * What may come in, before anything reads it (issue 15):
 * - a method the path does not take is a 405 with `Allow` (pages take GET and
 *   HEAD; each API call its own methods, src/server/api-routes.ts); an API
 *   path that names no call is a 404, and neither reaches the upstream;
 * - an API request body over API_BODY_MAX_BYTES is a 413, told by its
 *   Content-Length or, without one, counted while it streams in (hono's
 *   body-limit middleware, which holds at most the limit). The connection is
 *   closed rather than the rest of the body read.
 * - the vitals beacon, POST /_vitals, over VITALS_BODY_MAX_BYTES is a 413 the
 *   same way, before 11-vitals.ts reads it.
 */
export default function requestGateMiddleware(): MiddlewareHandler {
  const limitBody = bodyLimit({
    maxSize: API_BODY_MAX_BYTES,
    onError: () => apiErrorAnswer(413, BODY_TOO_LARGE_MESSAGE, { connection: 'close' }),
  });
  const limitBeacon = bodyLimit({
    maxSize: VITALS_BODY_MAX_BYTES,
    onError: () => {
      recordVitalsBeacon('too_large');
      return new Response(null, { status: 413, headers: { connection: 'close', 'cache-control': 'no-store' } });
    },
  });
  return async (c, next) => {
    const pathname = new URL(c.req.url).pathname;
    const isApi = pathname.startsWith('/api/shop/');
    const isBeacon = pathname === VITALS_PATH;
    const allowed = isApi ? allowedApiMethods(pathname) : isBeacon ? BEACON : READ_ONLY;
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
    if (!isApi && !isBeacon) return next();
    // Waku's middleware runner ignores returned answers: a refusal is put on the context.
    const refused = await (isBeacon ? limitBeacon : limitBody)(c, next);
    if (refused instanceof Response) c.res = refused;
  };
}
