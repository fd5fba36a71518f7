import 'server-only';
import type { MiddlewareHandler } from 'hono';
import {
  acceptedEncoding,
  compressible,
  flushingCompression,
  varyOnAcceptEncoding,
} from '@/server/runtime/flushing-compression';
import { replaceAnswer } from '@/server/answers/replace-answer';

/**
 * Outermost: gzip (or deflate) for what the server writes on the fly (pages,
 * RSC payloads, API answers) when the browser accepts it, the rules of Hono's
 * `compress` (text and JSON types, 1 KB and more, never twice, never HEAD,
 * `Vary: Accept-Encoding`) with a compressor that sends what it has whenever
 * the answer pauses, so a streamed page's first screen is not held until its
 * end (docs/decisions/0086). A home page of about 160 KB of HTML travels as
 * about 19 KB. Static files never get here: they are served from their
 * precompressed copies (server/runtime/node-adapter.ts). Outside the security
 * headers, so the CSP nonce is written into the HTML before it is compressed.
 */
export default function compressionMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    if (!compressible(res, c.req.method)) return;
    const headers = new Headers(res.headers);
    varyOnAcceptEncoding(headers);
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) {
      replaceAnswer(
        c,
        new Response(res.body, { status: res.status, statusText: res.statusText, headers }),
      );
      return;
    }
    headers.delete('content-length');
    headers.set('content-encoding', encoding);
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    replaceAnswer(
      c,
      new Response(res.body.pipeThrough(flushingCompression(encoding)), {
        status: res.status,
        statusText: res.statusText,
        headers,
      }),
    );
  };
}
