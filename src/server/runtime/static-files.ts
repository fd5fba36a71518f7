import 'server-only';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { combineRanges, parse as parseRange } from 'range-parser';

type ServeStaticOptions = NonNullable<Parameters<typeof serveStatic>[0]>;

/**
 * The build's public files through hono's serveStatic (precompressed .br/.gz
 * copies included, GET and HEAD only), with Range requests answered by RFC 9110
 * §14 here: serveStatic 1.x read `bytes=-5` as the first six bytes, answered
 * `bytes=99999999-` with a 500 and `bytes=99999999-99999999` with a 206 whose
 * body never came (docs/decisions/0004); 2.x mends those but would still send a
 * range of a precompressed body. serveStatic always answers the whole file here;
 * then, for a GET with `Range`:
 *
 * - a precompressed copy (Content-Encoding set) is answered whole, 200: a byte
 *   range of a gzip or brotli body means nothing to a client that asked for a
 *   range of the file, and RFC 9110 lets a server ignore Range;
 * - with `If-Range` it is answered whole too: their only validator is
 *   Last-Modified, too weak to promise a range of the same version (RFC 9110
 *   §13.1.5), and a range of another version must not be sent;
 * - one satisfiable range (ranges that overlap or touch count as one) is a 206
 *   with Content-Range, read from the file at that offset; several apart, or
 *   a header that is not `bytes=…`, the whole file, 200;
 * - none satisfiable (a start past the end, a suffix of 0): 416, its
 *   Content-Range giving the file's size, kept by no cache.
 */
export function serveStaticFiles(options: ServeStaticOptions): MiddlewareHandler {
  const files = new WeakMap<Context, string>();
  const serve = serveStatic({
    ...options,
    onFound: (path, c) => {
      files.set(c, path);
      return options.onFound?.(path, c);
    },
  });
  return async (c, next) => {
    const range = c.req.method === 'GET' ? c.req.header('range') : undefined;
    if (range === undefined) return serve(c, next);
    const conditional = c.req.header('if-range') !== undefined;
    const headers = new Headers(c.req.raw.headers);
    headers.delete('range');
    c.req.raw = new Request(c.req.raw, { headers });
    const whole = await serve(c, next);
    const file = files.get(c);
    if (
      !(whole instanceof Response) ||
      !file ||
      whole.status !== 200 ||
      whole.headers.has('content-encoding') ||
      conditional
    ) {
      return whole;
    }
    const size = Number(whole.headers.get('content-length'));
    // A malformed header, another unit, or several ranges: the whole file (RFC 9110 lets
    // a server ignore Range); none satisfiable: 416; one: 206.
    const parsed = parseRange(size, range);
    const ranges = combineRanges(parsed.ranges);
    if (parsed.type !== 'bytes' || parsed.code & 1 || ranges.length > 1 || size === 0) return whole;
    await whole.body?.cancel();
    const answer = new Headers(whole.headers);
    if (ranges.length === 0) {
      answer.set('content-range', `bytes */${size}`);
      answer.set('content-length', '0');
      answer.set('cache-control', 'no-store');
      return new Response(null, { status: 416, headers: answer });
    }
    const { start, end } = ranges[0]!;
    answer.set('content-range', `bytes ${start}-${end}/${size}`);
    answer.set('content-length', String(end - start + 1));
    const body = Readable.toWeb(
      createReadStream(file, { start, end }),
    ) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 206, headers: answer });
  };
}
