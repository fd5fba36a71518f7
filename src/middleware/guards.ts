import 'server-only';
import type { MiddlewareHandler } from 'hono';
import {
  decideGuard,
  hasStoredToken,
  LOGIN_NOTICE_SET_COOKIE,
} from '@/features/session/guard-decision';
import { cookieValue } from '@/lib/browser/cookies';
import { GUARDED_PATTERNS } from '@/lib/routing/routes';
import { AUTH_COOKIE } from '@/lib/browser/storage-keys';
import { requestFacts } from '@/server/requests/request-facts';
import { redirectPage } from '@/server/requests/redirect-page';

/**
 * The auth guard of SPEC §4 on the server: a page load or client navigation
 * of /profile, /checkout, /favorites or /settlement (any casing) without the
 * auth cookie goes to /Login?redirect=<path and query>. It leaves a short-lived
 * notice cookie that the browser turns into the warning toast.
 */
export default function guardsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const { url, page } = requestFacts(c);
    if (!page) return next();
    const cookieHeader = c.req.header('cookie');
    const token = cookieHeader ? cookieValue(cookieHeader, AUTH_COOKIE) : null;
    // An RSC request carries the page's query in its own `query` parameter.
    const search = page.kind === 'rsc' ? (url.searchParams.get('query') ?? '') : url.search;
    const decision = decideGuard(GUARDED_PATTERNS, {
      pathname: page.pathname,
      search,
      hasToken: hasStoredToken(token),
    });
    if (decision.action === 'allow') return next();
    await redirectPage(c, next, decision.location, 302, { 'set-cookie': LOGIN_NOTICE_SET_COOKIE });
  };
}
