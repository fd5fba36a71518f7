import 'server-only';
import { API_MAX_PAGE, API_MAX_PAGE_SIZE } from '@/lib/limits';
import { API_CALLS, apiPathLabel, apiPathPattern, type ApiCall } from '@/shop-api/api-calls';

/**
 * The proxy's allow-list: the shop API calls of the call table
 * (src/shop-api/api-calls.ts), each with the methods it takes, in the table's
 * order (the first row that matches a path decides). HEAD goes wherever GET
 * does. A new call of the client is a new row there.
 */
const MATCHERS = API_CALLS.map((call: ApiCall) => ({
  pattern: apiPathPattern(call),
  label: apiPathLabel(call),
  methods: call.methods.includes('GET') ? [...call.methods, 'HEAD'] : [...call.methods],
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
export const API_CALL_LABELS: ReadonlySet<string> = new Set([
  ...MATCHERS.map((route) => route.label),
  OTHER_API_LABEL,
]);

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

/**
 * The methods an API path takes (the first route that matches), or null when no
 * call has that path.
 */
export function allowedApiMethods(pathname: string): readonly string[] | null {
  return MATCHERS.find((route) => route.pattern.test(pathname))?.methods ?? null;
}

/**
 * `page` and `size` as they may leave for the shop API: whole numbers within
 * 1…max, else dropped.
 */
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
