import 'server-only';
import { ownEndpointAt } from '@/lib/routing/own-endpoints';
import { matchRoute } from '@/lib/routing/routes';
import { apiCallLabel } from '../upstream/api-routes';
import { pageRequestOf } from '../requests/page-request';

/**
 * The route pattern a request is logged and measured under: the route of
 * SPEC §2 (`/Product/{id}/{title}`), `RSC ` before it for the router's
 * requests, the shop API call with its ids as `{id}` (../upstream/api-routes.ts), our
 * own endpoint's pattern (@/lib/routing/own-endpoints), or a fixed name. Never
 * the path itself (a personal page's path or an odd URL can hold anything) and
 * never the query; the set of labels stays small.
 */
export const UNMATCHED = '(unmatched)';

export function routeLabel(pathname: string): string {
  const own = ownEndpointAt(pathname);
  if (own) return own.pattern;
  if (pathname.startsWith('/api/')) return apiCallLabel(pathname);
  if (pathname.startsWith('/assets/')) return '/assets/*';
  if (pathname.startsWith('/media/')) return '/media/*';
  if (pathname.startsWith('/images/')) return '/images/*';
  const page = pageRequestOf(pathname);
  if (!page) return pathname.startsWith('/RSC/') ? '/RSC/*' : UNMATCHED;
  const route = matchRoute(page.pathname);
  if (!route) return UNMATCHED;
  return page.kind === 'rsc' ? `RSC ${route.pattern}` : route.pattern;
}
