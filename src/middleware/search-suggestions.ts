import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { createSuggestEndpoint, type SuggestEndpoint } from '@/features/search/suggest-endpoint';
import { SUGGEST_ENDPOINT } from '@/lib/routing/own-endpoints';
import { readCategories } from '@/server/upstream/categories';
import { clientKey } from '@/server/requests/client-key';
import { serverConfig } from '@/server/settings/config';
import { processSingleton } from '@/server/runtime/process-singleton';
import { publicShopApi } from '@/server/upstream/shop-api';
import { requestFacts } from '@/server/requests/request-facts';

function suggestEndpoint(): SuggestEndpoint {
  return processSingleton('__suggestEndpoint', () =>
    createSuggestEndpoint({
      ttlMs: serverConfig().shopDataTtlMs,
      sources: {
        getProducts: (query) => publicShopApi().getProducts(query),
        readCategories,
        imageBaseUrl: serverConfig().imageBaseUrl,
      },
    }),
  );
}

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
