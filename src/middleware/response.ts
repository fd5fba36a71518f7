import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { movedDocument } from '@/features/errors/error-document';
import { serverConfig } from '@/server/settings/config';
import { contentSecurityPolicy } from '@/server/answers/csp';
import { responseDecisions } from '@/server/requests/request-context';
import { requestFacts } from '@/server/requests/request-facts';
import { writeStructuredData } from '@/server/answers/structured-data-insert';
import { writeInlineStylesheets } from '@/server/answers/inline-stylesheets';

/**
 * Applies what a page decided while rendering (a 404 from a failed route
 * validation, a 301 to the canonical URL, extra headers, its JSON-LD) to the
 * response Waku produced, and writes the page's stylesheets into its head. A
 * page load answered with a redirect carries a short note with a link instead
 * of the page (a browser follows the Location and never shows it): no script in it, so its policy needs neither nonce nor hash and
 * a public 301 stays one a shared cache may keep (docs/decisions/0086).
 *
 * The client router's RSC answers keep Waku's 200: its router takes any other
 * status for a failed navigation and shows its error page. The page's view
 * (not found, failed) is in the payload, and the answer is made private when
 * the page decided before it started (an unknown route); a decision made
 * while the payload streams (a missing product) comes after its headers
 * (docs/decisions/0002).
 */
export default function responseMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const decided = responseDecisions();
    await next();
    writeStructuredData(c, () => decided.structuredData ?? []);
    await writeInlineStylesheets(c);
    const { status, headers } = decided;
    if (status === undefined && headers === undefined) return;
    if (requestFacts(c).page?.kind === 'rsc') {
      if (status === undefined || status === 200) return;
      const response = new Response(c.res.body, c.res);
      response.headers.set('cache-control', 'private, no-store');
      c.res = response;
      return;
    }
    const redirect = status !== undefined && status >= 300 && status < 400;
    if (redirect) await c.res.body?.cancel();
    const response = new Response(redirect ? movedDocument(headers?.location ?? '/') : c.res.body, {
      status: status ?? c.res.status,
      headers: c.res.headers,
    });
    for (const [name, value] of Object.entries(headers ?? {})) response.headers.set(name, value);
    if (redirect) {
      response.headers.set('content-type', 'text/html; charset=utf-8');
      response.headers.set(
        'content-security-policy',
        contentSecurityPolicy({ hashes: [] }, serverConfig().mapTileUrl),
      );
    }
    c.res = response;
  };
}
