import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { apiErrorAnswer, BUSY_MESSAGE } from '@/server/upstream/api-answers';
import { markShed, SHED_HEADERS, withSlot } from '@/server/protection/work-gates';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * Shop API calls through the proxy wait their turn for one of
 * UPSTREAM_CALLS_AT_ONCE slots; over the slots and their line, a 503 error
 * envelope with Retry-After at once (docs/decisions/0084):
 * a slow shop API then holds a bounded number of answers in memory, not one
 * per shopper who asked.
 */
export default function upstreamGateMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (!requestFacts(c).api) return next();
    if (await withSlot(c, 'upstream', next)) return;
    c.res = markShed(apiErrorAnswer(503, BUSY_MESSAGE, SHED_HEADERS));
  };
}
