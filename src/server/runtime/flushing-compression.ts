import 'server-only';
import { constants, createDeflate, createGzip } from 'node:zlib';

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
