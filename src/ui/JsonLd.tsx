import { jsonLdText } from '@/lib/json-ld';

/**
 * Structured data for search engines: one JSON-LD block. A data block, not a
 * script: the browser runs nothing, and the hash-based CSP of shared pages
 * leaves it out (docs/decisions/0034).
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
