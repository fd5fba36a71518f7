import 'server-only';
import { matchRoute } from '@/lib/routes';
import { OWN_FILES, pageRequestOf } from './page-request';

/**
 * The route pattern a request is logged and measured under: the route of
 * SPEC §2 (`/Product/{id}/{title}`), `RSC ` before it for the router's
 * requests, the shop API endpoint with its ids as `{id}`, or a fixed name.
 * Never the path itself (a personal page's path or an odd URL can hold
 * anything) and never the query; the set of labels stays small.
 */

/** Every literal segment of the shop API's paths (SPEC §7); anything else is an id. */
const API_WORDS = new Set([
  'api',
  'shop',
  'get-data',
  'products',
  'home',
  'banners',
  'categories',
  'users',
  'favorites',
  'login',
  'signup',
  'profiles',
  'accounts',
  'stockHolderNodeAccounts',
  'password',
  'send-code',
  'verify-code',
  'reset',
  'cart',
  'set-item',
  'clear',
  'submit',
  'media',
  'orders',
  'invoices',
  'drafts',
  'reviews',
  'contact-info',
]);
const MAX_API_SEGMENTS = 6;

export const UNMATCHED = '(unmatched)';

/** `/api/shop/products/BK-1001` → `/api/shop/products/{id}`. */
export function apiEndpointLabel(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const label = segments.slice(0, MAX_API_SEGMENTS).map((segment) => (API_WORDS.has(segment) ? segment : '{id}'));
  if (segments.length > MAX_API_SEGMENTS) label.push('…');
  return `/${label.join('/')}`;
}

export function routeLabel(pathname: string): string {
  if (OWN_FILES.has(pathname)) return pathname;
  if (pathname.startsWith('/api/')) return apiEndpointLabel(pathname);
  if (pathname.startsWith('/assets/')) return '/assets/*';
  if (pathname.startsWith('/media/')) return '/media/*';
  if (pathname.startsWith('/images/')) return '/images/*';
  if (pathname.startsWith('/_img/')) return '/_img/{width}/{source}';
  const page = pageRequestOf(pathname);
  if (!page) return pathname.startsWith('/RSC/') ? '/RSC/*' : UNMATCHED;
  const route = matchRoute(page.pathname);
  if (!route) return UNMATCHED;
  return page.kind === 'rsc' ? `RSC ${route.pattern}` : route.pattern;
}
