import 'server-only';
/**
 * Whether a Cache-Control value lets a shared cache (a proxy, a CDN) keep the
 * answer: `public` or an `s-maxage`, and neither `private` nor `no-store`.
 */
export function isSharedCacheable(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split('=')[0]);
  if (directives.includes('private') || directives.includes('no-store')) return false;
  return directives.includes('public') || directives.includes('s-maxage');
}
