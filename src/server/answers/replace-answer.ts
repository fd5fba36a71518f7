import 'server-only';
import type { Context } from 'hono';

/**
 * Puts `response` on the context as it is. Hono's `c.res` setter copies the
 * headers of the answer already there over the new one, so an answer made
 * to change a header (a page made private, its policy replaced) would get
 * the old value back.
 */
export function replaceAnswer(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}
