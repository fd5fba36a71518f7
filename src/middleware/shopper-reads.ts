import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { markShed, SHED_HEADERS, withSlot } from '@/server/protection/work-gates';
import { requestFacts } from '@/server/requests/request-facts';
import { tokenShopApi } from '@/server/upstream/shop-api';
import { answerShopperRead, busyAnswer, shopperReadAt } from '@/server/upstream/shopper-reads';

/**
 * A signed-in shopper's cart and favourites, GET /_shopper/cart and /_shopper/favourites
 * (docs/decisions/0101), after the request gate (GET and HEAD only) and before the page
 * middleware, which has nothing to say about them. Each read is a shop API call, so it waits
 * for a slot of the upstream gate as the proxy's calls do, and is shed the same way.
 */
export default function shopperReadsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const read = shopperReadAt(requestFacts(c).pathname);
    if (!read) return next();
    const answered = await withSlot(c, 'upstream', async () => {
      c.res = await answerShopperRead(read, c.req.raw, tokenShopApi);
    });
    if (!answered) c.res = markShed(busyAnswer(SHED_HEADERS));
  };
}
