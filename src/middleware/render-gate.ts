import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { errorDocument } from '@/features/errors/error-document';
import { markShed, SHED_HEADERS, withSlot } from '@/server/protection/work-gates';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * Page renders (documents and the router's RSC payloads) wait their turn for
 * one of RENDERS_AT_ONCE slots (docs/decisions/0084). Inside
 * the kept pages, so a kept page is answered without a slot; over the
 * slots and their line a render is shed at once: 503 with Retry-After, the
 * Persian "busy" page for a page load (or the kept page, stale, when there
 * is one: the kept pages), plain text for an RSC request. Static files and /healthz never
 * get here.
 */
export default function renderGateMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, page } = requestFacts(c);
    if (!page) return next();
    if (await withSlot(c, 'render', next)) return;
    c.res = markShed(
      page.kind === 'document'
        ? new Response(c.req.method === 'HEAD' ? null : errorDocument(503, pathname), {
            status: 503,
            headers: { 'content-type': 'text/html; charset=utf-8', ...SHED_HEADERS },
          })
        : new Response('Service Unavailable', {
            status: 503,
            headers: { 'content-type': 'text/plain; charset=utf-8', ...SHED_HEADERS },
          }),
    );
  };
}
