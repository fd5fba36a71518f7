import { describe, expect, it } from 'vitest';
import { readBounded, Unreachable } from './http';

/** An answer whose body comes in `count` chunks of `size` bytes, and how many chunks were pulled. */
function answer(count: number, size: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === count) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return { response: new Response(body), pulled: () => pulled };
}

describe('readBounded', () => {
  it('reads a body within the bound whole', async () => {
    const { response } = answer(4, 1000);
    const body = await readBounded(response, 4000);
    expect(body.byteLength).toBe(4000);
    expect(new TextDecoder().decode(body.slice(0, 3))).toBe('aaa');
  });

  it('stops at the bound with a clear error, without reading the rest (a gzip bomb, an endless answer)', async () => {
    const { response, pulled } = answer(1_000_000, 1024 * 1024);
    const read = readBounded(response, 3 * 1024 * 1024);
    await expect(read).rejects.toThrow(Unreachable);
    await expect(read).rejects.toThrow('the answer is larger than 3 MB');
    expect(pulled()).toBeLessThanOrEqual(5);
  });
});
