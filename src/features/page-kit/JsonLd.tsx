import 'server-only';
import { jsonLdText } from '@/lib/text/json-ld';
import { addStructuredData } from '@/server/requests/request-context';

/**
 * Structured data for search engines: one JSON-LD block, written into the
 * page's HTML before `</body>` (src/middleware/response.ts) rather than
 * rendered. Rendered, it was in the page twice, the second time in the
 * hydration payload, where React needs nothing of it, and in every client
 * navigation's payload, where nobody reads it (docs/decisions/0034). A data
 * block, not a script: the browser runs nothing, and the hash-based CSP of
 * shared pages leaves it out.
 */
export function JsonLd({ data }: { data: object }) {
  addStructuredData(jsonLdText(data));
  return null;
}
