import { matchPattern, type PatternMatch } from './route-match';
import { OWN_ENDPOINTS, type OwnEndpoint } from './own-endpoints';
import {
  ABOUT_US_PATH,
  CART_PATH,
  CATEGORY_PATTERN,
  CHECKOUT_PATH,
  CONTACT_US_PATH,
  FAVORITES_PATH,
  FORGET_PASSWORD_PATH,
  HOME_PATH,
  LOGIN_PATH,
  MAINTENANCE_PATH,
  OFFLINE_PATH,
  PRIVACY_PATH,
  PRODUCTS_PATH,
  PRODUCT_PATTERN,
  PROFILE_PATH,
  REGISTER_PATH,
  RULES_PATH,
  SETTLEMENT_PATH,
} from './route-paths';

/**
 * The storefront's routes (SPEC §2), one row each: the one place a route's facts
 * live (its path is spelled in ./route-paths.ts, where the links and redirects
 * are built). The router's casing checks, the auth guard, the cache policy,
 * robots.txt, the sitemap, the footer's static pages and the CLI's smoke list
 * are derived from it, and `route-pages.test.ts` fails when it and the files
 * under `src/pages` disagree.
 *
 * - `access`: `public` pages are the same for every shopper and a shared cache may
 *   keep them (docs/decisions/0031); `private` ones are personal or transient and
 *   never stored; `guarded` ones are private and need a login (SPEC §4 and §9).
 * - `sitemap`: listed in sitemap.xml (categories and products are added per item).
 * - `robots`: `disallow` keeps crawlers out (personal pages, SPEC §2 and §6).
 * - `title`: the page's fixed title where it has one that others show (the footer).
 * - `footer`: position in the footer's list of the shop's static pages.
 *
 * SPEC §2's seventeen routes, and /offline, the page the service worker shows
 * offline for a page it never kept (docs/decisions/0090). The storefront's own
 * endpoints, which are not pages, have their table in ./own-endpoints.ts.
 */
export const ROUTES = [
  { pattern: HOME_PATH, access: 'public', sitemap: true, robots: 'allow' },
  {
    pattern: ABOUT_US_PATH,
    access: 'public',
    sitemap: true,
    robots: 'allow',
    title: 'درباره ما',
    footer: 1,
  },
  { pattern: CART_PATH, access: 'private', sitemap: false, robots: 'disallow' },
  { pattern: CATEGORY_PATTERN, access: 'public', sitemap: false, robots: 'allow' },
  { pattern: CHECKOUT_PATH, access: 'guarded', sitemap: false, robots: 'disallow' },
  {
    pattern: CONTACT_US_PATH,
    access: 'public',
    sitemap: true,
    robots: 'allow',
    title: 'تماس با ما',
    footer: 2,
  },
  { pattern: FAVORITES_PATH, access: 'guarded', sitemap: false, robots: 'disallow' },
  { pattern: FORGET_PASSWORD_PATH, access: 'private', sitemap: false, robots: 'allow' },
  { pattern: LOGIN_PATH, access: 'private', sitemap: false, robots: 'allow' },
  { pattern: MAINTENANCE_PATH, access: 'private', sitemap: false, robots: 'allow' },
  // Not in SPEC §2: what the service worker shows for a page that was never
  // kept, offline (docs/decisions/0090).
  { pattern: OFFLINE_PATH, access: 'public', sitemap: false, robots: 'disallow' },
  {
    pattern: PRIVACY_PATH,
    access: 'public',
    sitemap: true,
    robots: 'allow',
    title: 'حریم خصوصی',
    footer: 4,
  },
  { pattern: PRODUCT_PATTERN, access: 'public', sitemap: false, robots: 'allow' },
  { pattern: PRODUCTS_PATH, access: 'public', sitemap: true, robots: 'allow' },
  { pattern: PROFILE_PATH, access: 'guarded', sitemap: false, robots: 'disallow' },
  { pattern: REGISTER_PATH, access: 'private', sitemap: false, robots: 'allow' },
  {
    pattern: RULES_PATH,
    access: 'public',
    sitemap: true,
    robots: 'allow',
    title: 'قوانین و مقررات',
    footer: 3,
  },
  { pattern: SETTLEMENT_PATH, access: 'guarded', sitemap: false, robots: 'disallow' },
] as const satisfies readonly RouteEntry[];

export type RouteEntry = {
  pattern: `/${string}`;
  access: 'public' | 'private' | 'guarded';
  sitemap: boolean;
  robots: 'allow' | 'disallow';
  title?: string;
  footer?: number;
};

export type RoutePattern = (typeof ROUTES)[number]['pattern'];

/** Every route pattern, spelled exactly as SPEC §2 gives them, in its order. */
export const ROUTE_PATTERNS: readonly RoutePattern[] = ROUTES.map((route) => route.pattern);

const patternsWhere = (keep: (route: RouteEntry) => boolean): RoutePattern[] =>
  ROUTES.filter((route: RouteEntry) => keep(route)).map((route) => route.pattern);

/**
 * The auth guard's routes (SPEC §4), SPEC §9's protected prefixes: without a
 * token they redirect to /Login.
 */
export const GUARDED_PATTERNS = patternsWhere((route) => route.access === 'guarded');

/**
 * Paths disallowed to crawlers: the personal pages, the API (SPEC §2 and §6)
 * and our own endpoints that say so (the search suggestions).
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  ...patternsWhere((route) => route.robots === 'disallow'),
  '/api/',
  ...OWN_ENDPOINTS.filter((endpoint: OwnEndpoint) => endpoint.robots === 'disallow').map(
    (endpoint) => endpoint.pattern,
  ),
];

/** The shop's static pages (SPEC §2), in the order the footer lists them. */
export const STATIC_PAGES: readonly { href: string; title: string }[] = ROUTES.flatMap(
  (route: RouteEntry) =>
    route.footer !== undefined && route.title !== undefined
      ? [{ href: route.pattern, title: route.title, footer: route.footer }]
      : [],
)
  .sort((a, b) => a.footer - b.footer)
  .map(({ href, title }) => ({ href, title }));

/**
 * The fixed paths of the sitemap: the catalogue's entry pages, then the static
 * pages in the footer's order.
 */
export const SITEMAP_PATHS: readonly string[] = [
  ...patternsWhere((route) => route.sitemap && route.footer === undefined),
  ...STATIC_PAGES.filter((page) =>
    ROUTES.some((route: RouteEntry) => route.pattern === page.href && route.sitemap),
  ).map((page) => page.href),
];

/** Whether a route's answer is the same for every shopper (a shared cache may keep it). */
export function isPublicRoute(pattern: RoutePattern): boolean {
  return ROUTES.some((route) => route.pattern === pattern && route.access === 'public');
}

export type RouteMatch = PatternMatch & { pattern: RoutePattern };

/**
 * Finds the route a pathname names, ignoring the case of the literal segments
 * and a trailing slash (./route-match.ts). Parameters are returned still percent-encoded.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const pattern of ROUTE_PATTERNS) {
    const match = matchPattern(pattern, pathname);
    if (match) return { pattern, ...match };
  }
  return null;
}

/**
 * The canonical spelling of a pathname when it differs only in case or a
 * trailing slash; null when the path is already canonical or names no route.
 */
export function canonicalRedirect(pathname: string): string | null {
  const match = matchRoute(pathname);
  if (!match || match.canonicalPath === pathname) return null;
  return match.canonicalPath;
}
