import 'server-only';
import type { Context } from 'hono';
import { requestFacts } from '../requests/request-facts';
import { replaceAnswer } from './replace-answer';

/**
 * Runs a page load's HTML through `transform`: the response step's rewrites of
 * the page (src/middleware/response.ts). A client navigation's payload and any
 * answer that is not HTML stay as they are; the length goes, since the body
 * changes.
 */
export function rewritePageLoad(
  c: Context,
  transform: () => TransformStream<Uint8Array, Uint8Array>,
): void {
  const html = c.res.headers.get('content-type')?.startsWith('text/html') === true;
  if (requestFacts(c).page?.kind !== 'document' || !html || !c.res.body) return;
  const response = new Response(c.res.body.pipeThrough(transform()), c.res);
  response.headers.delete('content-length');
  replaceAnswer(c, response);
}
