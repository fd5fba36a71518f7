import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { apiErrorAnswer, CROSS_SITE_MESSAGE } from '@/server/upstream/api-answers';
import { serverConfig } from '@/server/settings/config';
import { isCrossSite } from '@/lib/traffic/cross-site';
import { changesState } from '@/server/protection/cross-site';
import { metrics } from '@/server/observe/metrics';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * A state-changing /api/shop/* call sent by a page of another site is a 403
 * envelope that never reaches the shop API (docs/decisions/0084): the proxy
 * does not pass Origin on, so the upstream could not tell a login, signup or
 * send-code posted as text/plain by another site from the shop's own.
 * Same-origin calls and calls from outside a browser (no Sec-Fetch-Site, no
 * Origin: the `shop` command, curl) pass. Before the sign-in throttle,
 * so that another site cannot use up a shopper's attempts either.
 */
export default function crossSiteMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, api } = requestFacts(c);
    if (!api || !changesState(c.req.method, pathname)) return next();
    if (!isCrossSite(c.req.raw, serverConfig().publicUrl)) return next();
    metrics().crossSiteRefused.inc();
    c.res = apiErrorAnswer(403, CROSS_SITE_MESSAGE);
  };
}
