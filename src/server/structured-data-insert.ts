import 'server-only';

/** How a page's HTML ends: Waku's SSR writes it once everything else is written (src/server/rsc-payload-scripts.ts). */
const TRAILER = Buffer.from('</body></html>');
const BODY_END = Buffer.from('</body>');

/** The page's JSON-LD blocks as script elements (each text already escaped by jsonLdText). */
export function structuredDataScripts(texts: readonly string[]): string {
  return texts.map((text) => `<script type="application/ld+json">${text}</script>`).join('');
}

/**
 * Writes the JSON-LD blocks a page registered while it rendered
 * (src/features/page-kit/JsonLd.tsx) before the page's final `</body>`. They
 * are read at the end of the stream, so a block registered late (the
 * product's, with its reviews) is there. Only the final tag counts: the
 * hydration payload's scripts may hold `</body>` in the shop's text. Every
 * byte but the last few passes on as it comes; a page that does not end with
 * `</body>` gets the blocks at its end.
 */
export function structuredDataTransform(
  texts: () => readonly string[],
): TransformStream<Uint8Array, Uint8Array> {
  let held: Buffer = Buffer.alloc(0);
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = Buffer.concat([held, chunk]);
      const keep = Math.min(TRAILER.length, bytes.length);
      held = Buffer.from(bytes.subarray(bytes.length - keep));
      if (bytes.length > keep) controller.enqueue(bytes.subarray(0, bytes.length - keep));
    },
    flush(controller) {
      const blocks = Buffer.from(structuredDataScripts(texts()));
      const end = held.lastIndexOf(BODY_END);
      const at = end === -1 ? held.length : end;
      controller.enqueue(Buffer.concat([held.subarray(0, at), blocks, held.subarray(at)]));
    },
  });
}
