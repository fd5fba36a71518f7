import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/**
 * Outermost: gzip (or deflate) for what the server writes on the fly (pages,
 * RSC payloads, API answers) when the browser accepts it. A home page of
 * about 160 KB of HTML travels as about 19 KB. Static files never get here:
 * they are served from their precompressed copies (server/node-adapter.ts).
 * Outside the security headers, so the CSP nonce is written into the HTML
 * before it is compressed.
 */
export default function compressionMiddleware(): MiddlewareHandler {
  return compress();
}
