import 'server-only';
import { constants, createDeflate, createGzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this, compressing saves less than it costs. */
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Whether the compression step compresses an answer, by the rules of Hono's
 * `compress`: text and JSON types, 1 KB and more (or of unknown length),
 * never twice, never a HEAD or a range, never one that says `no-transform`.
 */
export function compressible(res: Response, method: string): boolean {
  const length = res.headers.get('content-length');
  return !(
    res.status === 206 ||
    method === 'HEAD' ||
    res.headers.has('content-encoding') ||
    (length !== null && Number(length) < THRESHOLD_BYTES) ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('content-type') ?? '') ||
    NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
  );
}

/**
 * `Vary: Accept-Encoding` added to `headers`, unless they vary on it (or on
 * everything) already.
 */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** gzip when the browser takes it, else deflate, else nothing. */
export function acceptedEncoding(acceptEncoding: string | undefined): 'gzip' | 'deflate' | null {
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
 * gzip or deflate for an answer that streams (docs/decisions/0086): what has
 * come in is compressed and sent on as soon as the answer pauses, so a
 * page's first screen reaches the shopper while its slower parts are still
 * being made. (The web CompressionStream, and so Hono's `compress`, holds
 * everything back until it has a full block or the end: a streamed page
 * would wait for its last part after all.) A burst of chunks is flushed once,
 * after the turn of the event loop that brought it, which costs a few bytes
 * per pause, not per chunk.
 */
export function flushingCompression(
  encoding: 'gzip' | 'deflate',
): TransformStream<Uint8Array, Uint8Array> {
  const zlib = encoding === 'gzip' ? createGzip() : createDeflate();
  let flushing: NodeJS.Immediate | null = null;
  let ended: Promise<void> | null = null;
  /**
   * Ends the compressor for good: the shopper went away (their side was
   * cancelled) or it failed.
   */
  const stop = () => {
    if (flushing) clearImmediate(flushing);
    flushing = null;
    zlib.destroy();
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      zlib.on('data', (chunk: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        } catch {
          stop();
        }
      });
      zlib.on('error', (error) => {
        stop();
        controller.error(error);
      });
      ended = new Promise((resolve) => zlib.once('end', resolve));
    },
    transform(chunk) {
      if (zlib.destroyed) return;
      zlib.write(chunk);
      flushing ??= setImmediate(() => {
        flushing = null;
        zlib.flush(constants.Z_SYNC_FLUSH);
      });
    },
    async flush() {
      if (flushing) clearImmediate(flushing);
      zlib.end();
      await ended;
    },
  });
}
