/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: every '<'
 * escaped (so that no text of the shop — a `</script>` or `<!--` in a title —
 * can end the element or open a comment), and the two line separators that
 * older parsers take for line ends. JSON.parse reads it back unchanged.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
