import 'server-only';
import type { Context, Next } from 'hono';
import { rscUrlOfRoute } from '@/lib/routing/rsc-path';
import { redirectResponse } from './page-request';
import { keepRequestFacts, requestFacts } from './request-facts';

/**
 * A redirect decided by a page step (the canonical spelling, the shop's
 * status, the auth guard; docs/decisions/0002). A page load gets the redirect
 * itself. The client router's RSC request gets the target's payload at once,
 * as Waku answers a redirect thrown while it gathers a route: its router sees
 * another route than it asked for and moves the address there, in the same
 * document. The request is rewritten to the target and goes on through the
 * steps after this one; the steps before it have nothing to say about the
 * targets (each is spelled canonically, /maintenance and the login page are
 * open whatever the shop's status). The answer is then private and never kept:
 * it is another page's under this URL. `headers` go on either answer.
 */
export async function redirectPage(
  c: Context,
  next: Next,
  location: string,
  documentStatus: 301 | 302,
  headers: Record<string, string> = {},
): Promise<void> {
  if (requestFacts(c).page?.kind !== 'rsc') {
    c.res = redirectResponse(location, documentStatus);
  } else {
    const target = new URL(location, c.req.url);
    c.req.raw = new Request(
      new URL(rscUrlOfRoute(target.pathname, target.search.slice(1)), c.req.url),
      c.req.raw,
    );
    keepRequestFacts(c);
    await next();
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('cache-control', 'private, no-store');
  }
  for (const [name, value] of Object.entries(headers)) c.res.headers.append(name, value);
}
