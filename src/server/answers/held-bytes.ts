import 'server-only';
import { Buffer } from 'node:buffer';

/**
 * The bytes a stream transform reads next: what it held back from the last
 * chunk followed by this one, or the chunk itself, viewed without a copy,
 * when nothing was held.
 */
export function afterHeld(held: Buffer, chunk: Uint8Array): Buffer {
  return held.length > 0
    ? Buffer.concat([held, chunk])
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}
