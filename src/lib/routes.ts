/**
 * The storefront's routes, spelled exactly as SPEC.md §2 gives them.
 * Paths match case-insensitively; other spellings are redirected to these.
 */
export const ROUTE_PATTERNS = [
  '/',
  '/About-us',
  '/cart',
  '/category/{id}',
  '/checkout',
  '/Contact-us',
  '/Favorites',
  '/Forget-password',
  '/Login',
  '/maintenance',
  '/Privacy',
  '/Product/{id}/{title}',
  '/Products',
  '/Profile',
  '/register',
  '/Rules',
  '/Settlement',
] as const;

export type RoutePattern = (typeof ROUTE_PATTERNS)[number];

type Segment = { literal: string } | { param: string };

const parsed = ROUTE_PATTERNS.map((pattern) => ({
  pattern,
  segments: pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => (part.startsWith('{') ? { param: part.slice(1, -1) } : { literal: part })),
}));

export type RouteMatch = {
  pattern: RoutePattern;
  /** The path spelled as the route spells it (parameters kept as given, no trailing slash). */
  canonicalPath: string;
  params: Record<string, string>;
};

/**
 * Finds the route a pathname names, ignoring the case of the literal segments
 * and a trailing slash. Parameters are returned still percent-encoded.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const route of parsed) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    route.segments.forEach((segment, index) => {
      const part = parts[index] ?? '';
      if ('literal' in segment) {
        if (segment.literal.toLowerCase() !== part.toLowerCase()) matches = false;
      } else {
        params[segment.param] = part;
      }
    });
    if (!matches) continue;
    const canonicalPath =
      '/' +
      route.segments
        .map((segment) => ('literal' in segment ? segment.literal : (params[segment.param] ?? '')))
        .join('/');
    return { pattern: route.pattern, canonicalPath, params };
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
