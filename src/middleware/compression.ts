import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { flushingCompression } from '@/server/runtime/flushing-compression';
import { replaceAnswer } from '@/server/answers/replace-answer';

/** Below this, compressing saves less than it costs. */
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** gzip when the browser takes it, else deflate, else nothing. */
function encodingFor(acceptEncoding: string | undefined): 'gzip' | 'deflate' | null {
  if (!acceptEncoding) return null;
  const accepted = parseAccept(acceptEncoding);
  const q = (name: string) =>
    accepted.find((entry) => entry.type.toLowerCase() === name)?.q ??
    accepted.find((entry) => entry.type === '*')?.q ??
    0;
  if (q('gzip') > 0) return 'gzip';
  if (q('deflate') > 0) return 'deflate';
  return null;
}

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
    const length = res.headers.get('content-length');
    if (
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      res.headers.has('content-encoding') ||
      (length !== null && Number(length) < THRESHOLD_BYTES) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('content-type') ?? '') ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const headers = new Headers(res.headers);
    const vary = headers.get('vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
      headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = encodingFor(c.req.header('accept-encoding'));
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
