import 'server-only';
import { API_MAX_PAGE, API_MAX_PAGE_SIZE } from '@/lib/limits';

/**
 * The shop API calls the storefront lets through /api/shop/*: those of
 * SPEC §7 and the password-recovery calls (docs/decisions/0040), each with the
 * methods it takes. HEAD goes wherever GET does. A new call of the client
 * must be added here (src/server/api-routes.test.ts checks every one).
 */
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const ID = '[^/]+';

const ROUTES: ReadonlyArray<readonly [string, readonly Method[]]> = [
  ['get-data', ['GET']],
  ['banners', ['GET']],
  [`banners/${ID}`, ['GET']],
  [`media/${ID}`, ['GET']],
  ['products/home', ['GET']],
  ['products/reviews', ['POST']],
  [`products/reviews/${ID}`, ['GET']],
  ['products', ['GET']],
  [`products/${ID}`, ['GET']],
  ['categories', ['GET']],
  ['accounts/stockHolderNodeAccounts', ['GET']],
  ['users/login', ['POST']],
  ['users/signup', ['POST']],
  ['users/password/send-code', ['POST']],
  ['users/password/verify-code', ['POST']],
  ['users/password/reset', ['POST']],
  ['users/invoices', ['GET', 'POST']],
  ['users/invoices/drafts', ['GET']],
  [`users/invoices/${ID}`, ['GET', 'DELETE']],
  ['users/favorites', ['GET', 'POST']],
  [`users/favorites/${ID}`, ['DELETE']],
  ['users/cart', ['GET']],
  ['users/cart/set-item', ['POST']],
  ['users/cart/clear', ['GET']],
  ['users/cart/submit', ['PATCH']],
  ['users/orders', ['GET']],
  [`users/orders/${ID}`, ['GET']],
  ['users/contact-info', ['GET', 'POST', 'PATCH']],
  [`users/profiles/${ID}`, ['GET']],
  ['users', ['GET', 'PATCH']],
  [`users/${ID}`, ['GET']],
];

const MATCHERS = ROUTES.map(([path, methods]) => ({
  pattern: new RegExp(`^/api/shop/${path}$`),
  label: `/api/shop/${path.replaceAll(ID, '{id}')}`,
  methods: methods.includes('GET') ? [...methods, 'HEAD'] : [...methods],
}));

/** The label of every API path that names no call of the table. */
export const OTHER_API_LABEL = '/api/(other)';

/**
 * The call an API path names, as logs and metrics label it: its route with
 * `{id}` for each id (`/api/shop/products/{id}`), or OTHER_API_LABEL. One of a
 * fixed set known at start-up, whatever the path, so no request makes a new
 * Prometheus series.
 */
export function apiCallLabel(pathname: string): string {
  return MATCHERS.find((route) => route.pattern.test(pathname))?.label ?? OTHER_API_LABEL;
}

/** Every label apiCallLabel can give (tests, dashboards). */
export const API_CALL_LABELS: ReadonlySet<string> = new Set([...MATCHERS.map((route) => route.label), OTHER_API_LABEL]);

/**
 * What one segment of an API path may hold once percent-decoded:
 * letters, marks and digits of any script, space, the zero-width (non-)joiner
 * and `_ - . ~`. So every id of SPEC §7 passes as `encodeURIComponent` wrote
 * it: a number, a UUID, a text id such as `default`, a Persian code such as
 * «بک ۱۰۰۲» (docs/api-shapes.md, "Ids"). A slash, backslash, percent sign or
 * control character, encoded or not, never does: a gateway that decodes or
 * normalises the path in front of the shop API could read it as another call.
 */
const PLAIN_SEGMENT = /^(?:[\p{L}\p{M}\p{N} _.~-]|\u200c|\u200d)*$/u;
const DOT_SEGMENT = /^\.{1,2}$/;

/**
 * Whether every segment of a path (as sent: still percent-encoded, the query
 * left off) decodes to plain text that is not a dot segment (`.`, `..`, also
 * as `%2E`). Empty segments are left to the route table.
 */
export function isPlainApiPath(path: string): boolean {
  return path.split('/').every((raw) => {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return false;
    }
    return PLAIN_SEGMENT.test(segment) && !DOT_SEGMENT.test(segment);
  });
}

/** The methods an API path takes (the first route that matches), or null when no call has that path. */
export function allowedApiMethods(pathname: string): readonly string[] | null {
  return MATCHERS.find((route) => route.pattern.test(pathname))?.methods ?? null;
}

/** `page` and `size` as they may leave for the shop API: whole numbers within 1…max, else dropped. */
export function clampPaging(params: URLSearchParams): URLSearchParams {
  const clamped = new URLSearchParams(params);
  for (const [name, max] of [
    ['page', API_MAX_PAGE],
    ['size', API_MAX_PAGE_SIZE],
  ] as const) {
    const values = clamped.getAll(name);
    if (values.length === 0) continue;
    clamped.delete(name);
    const value = Number.parseInt(values[0] ?? '', 10);
    if (Number.isFinite(value)) clamped.set(name, String(Math.min(Math.max(value, 1), max)));
  }
  return clamped;
}
