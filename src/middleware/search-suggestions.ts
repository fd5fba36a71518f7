import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { suggestEndpoint } from '@/features/search/suggest-endpoint';
import { SUGGEST_ENDPOINT } from '@/lib/routing/own-endpoints';
import { clientKey } from '@/server/requests/client-key';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * The header's search suggestions, GET /_suggest?q=… (docs/decisions/0035):
 * outside /api/shop/ (the proxy's allow-list of the shop's own calls), after
 * the request gate (GET and HEAD only) and before the page middleware, which
 * has nothing to say about it. Not behind the upstream gate's middleware:
 * the endpoint takes a slot of it for each shop API call it makes.
 */
export default function searchSuggestionsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (requestFacts(c).pathname !== SUGGEST_ENDPOINT) return next();
    c.res = await suggestEndpoint().handle(c.req.raw, clientKey(c));
  };
}
