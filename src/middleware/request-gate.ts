import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  apiErrorAnswer,
  BODY_TOO_LARGE_MESSAGE,
  MALFORMED_PATH_MESSAGE,
  METHOD_NOT_ALLOWED_MESSAGE,
  NO_SUCH_CALL_MESSAGE,
} from '@/server/upstream/api-answers';
import { allowedApiMethods, isPlainApiPath } from '@/server/upstream/api-routes';
import { API_BODY_MAX_BYTES, VITALS_BODY_MAX_BYTES } from '@/lib/limits';
import { recordVitalsBeacon } from '@/server/observe/metrics';
import { requestFacts, sentPathname } from '@/server/requests/request-facts';
import { VITALS_PATH, methodsAt } from '@/lib/routing/own-endpoints';

/**
 * What may come in, before anything reads it (docs/decisions/0008):
 * - an API path with a segment that is not plain text once decoded (an
 *   encoded slash or backslash, a dot segment, a control character: see
 *   isPlainApiPath), as it arrived or as parsed, is a 400 and never leaves;
 * - a method the path does not take is a 405 with `Allow` (pages take GET and
 *   HEAD; each API call its own methods, src/server/upstream/api-routes.ts; each of our
 *   own endpoints those of OWN_ENDPOINTS, @/lib/routing/own-endpoints); an API
 *   path that names no call is a 404, and neither reaches the upstream;
 * - an API request body over API_BODY_MAX_BYTES is a 413, told by its
 *   Content-Length or, without one, counted while it streams in (hono's
 *   body-limit middleware, which holds at most the limit). The connection is
 *   closed rather than the rest of the body read.
 * - the vitals beacon, POST /_vitals, over VITALS_BODY_MAX_BYTES is a 413 the
 *   same way, before vitals.ts reads it.
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
      return new Response(null, {
        status: 413,
        headers: { connection: 'close', 'cache-control': 'no-store' },
      });
    },
  });
  return async (c, next) => {
    const { pathname, api: isApi } = requestFacts(c);
    if (isApi && !(isPlainApiPath(pathname) && isPlainApiPath(sentPathname(c)))) {
      c.res = apiErrorAnswer(400, MALFORMED_PATH_MESSAGE);
      return;
    }
    const isBeacon = pathname === VITALS_PATH;
    const allowed: readonly string[] | null = isApi
      ? allowedApiMethods(pathname)
      : methodsAt(pathname);
    if (!allowed) {
      c.res = apiErrorAnswer(404, NO_SUCH_CALL_MESSAGE);
      return;
    }
    if (!allowed.includes(c.req.method)) {
      const allow = { allow: allowed.join(', ') };
      c.res = isApi
        ? apiErrorAnswer(405, METHOD_NOT_ALLOWED_MESSAGE, allow)
        : new Response('Method Not Allowed', {
            status: 405,
            headers: { 'content-type': 'text/plain; charset=utf-8', ...allow },
          });
      return;
    }
    if (!isApi && !isBeacon) return next();
    // Waku's middleware runner ignores returned answers: a refusal is put on the context.
    const refused = await (isBeacon ? limitBeacon : limitBody)(c, next);
    if (refused instanceof Response) c.res = refused;
  };
}
