import 'server-only';
import { afterHeld } from './held-bytes';
import type { Context } from 'hono';
import { requestFacts } from '../requests/request-facts';

/**
 * How a page's HTML ends: Waku's SSR writes it once everything else is written
 * (src/server/answers/rsc-payload-scripts.ts).
 */
const TRAILER = Buffer.from('</body></html>');

/** The page's JSON-LD blocks as script elements (each text already escaped by jsonLdText). */
export function structuredDataScripts(texts: readonly string[]): string {
  return texts.map((text) => `<script type="application/ld+json">${text}</script>`).join('');
}

/** How many bytes at the end of `bytes` could begin the trailer (all of it included). */
function trailerStart(bytes: Buffer): number {
  for (let length = Math.min(TRAILER.length, bytes.length); length > 0; length -= 1) {
    if (bytes.subarray(bytes.length - length).equals(TRAILER.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * Writes the JSON-LD blocks a page registered while it rendered
 * (src/features/page-kit/JsonLd.tsx) before the page's final `</body>`. They
 * are read at the end of the stream, so a block registered late (the
 * product's, with its reviews) is there. Only the final tag counts: the
 * hydration payload's scripts may hold `</body>` in the shop's text. Only
 * bytes that could begin the trailer wait for the next chunk, so a streamed
 * page's first screen (its last payload script included) goes out whole
 * while the rest renders; a page that does not end with the trailer gets the
 * blocks at its end.
 */
export function structuredDataTransform(
  texts: () => readonly string[],
): TransformStream<Uint8Array, Uint8Array> {
  let held: Buffer = Buffer.alloc(0);
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = afterHeld(held, chunk);
      const keep = trailerStart(bytes);
      held = Buffer.from(bytes.subarray(bytes.length - keep));
      if (bytes.length > keep) controller.enqueue(bytes.subarray(0, bytes.length - keep));
    },
    flush(controller) {
      // What is held is the trailer, or the start of it on a page cut short:
      // the blocks go before it.
      controller.enqueue(Buffer.concat([Buffer.from(structuredDataScripts(texts())), held]));
    },
  });
}

/**
 * The page's JSON-LD (src/features/page-kit/JsonLd.tsx) into a page load's
 * HTML, read as the page ends; a client navigation's payload has none (the
 * response step, src/middleware/response.ts).
 */
export function writeStructuredData(c: Context, texts: () => readonly string[]): void {
  const html = c.res.headers.get('content-type')?.startsWith('text/html') === true;
  if (requestFacts(c).page?.kind !== 'document' || !html || !c.res.body) return;
  const response = new Response(c.res.body.pipeThrough(structuredDataTransform(texts)), c.res);
  response.headers.delete('content-length');
  c.res = response;
}
