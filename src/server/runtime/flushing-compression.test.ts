import { createGunzip, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncoding,
  compressible,
  flushingCompression,
  varyOnAcceptEncoding,
} from './flushing-compression';

const encoder = new TextEncoder();

describe('flushingCompression', () => {
  it('sends the first part of a streamed answer on while the rest is still to come', async () => {
    const gzip = flushingCompression('gzip');
    const writer = gzip.writable.getWriter();
    const reader = gzip.readable.getReader();
    const decoded: string[] = [];
    const gunzip = createGunzip().on('data', (chunk: Buffer) =>
      decoded.push(chunk.toString('utf8')),
    );
    void writer.write(encoder.encode('<h1>کتاب بوف کور</h1>'.repeat(20)));
    // The writer stays open (the reviews are on their way); the heading must come through anyway.
    while (!decoded.join('').includes('<h1>کتاب بوف کور</h1>')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('ended before the first part came');
      await new Promise<void>((resolve) => gunzip.write(value, () => setImmediate(resolve)));
    }
    void writer.close();
    for (;;) if ((await reader.read()).done) break;
  });

  it('makes whole gzip and deflate answers of many chunks', async () => {
    const text = Array.from({ length: 200 }, (_, index) => `<p>نظر شماره ${index}</p>`);
    for (const encoding of ['gzip', 'deflate'] as const) {
      const source = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const part of text) {
            controller.enqueue(encoder.encode(part));
            if (Number(part.length) % 3 === 0)
              await new Promise((resolve) => setImmediate(resolve));
          }
          controller.close();
        },
      });
      const bytes = Buffer.from(
        await new Response(source.pipeThrough(flushingCompression(encoding))).arrayBuffer(),
      );
      const plain = (encoding === 'gzip' ? gunzipSync(bytes) : inflateSync(bytes)).toString('utf8');
      expect(plain).toBe(text.join(''));
      expect(bytes.length).toBeLessThan(Buffer.byteLength(plain) / 3);
    }
  });

  it('stops quietly when the shopper goes away mid-answer', async () => {
    const gzip = flushingCompression('gzip');
    const writer = gzip.writable.getWriter();
    const reader = gzip.readable.getReader();
    void writer.write(encoder.encode('a'.repeat(5000))).catch(() => undefined);
    await reader.read();
    await reader.cancel();
    // Whatever is still written or flushed after that goes nowhere, without an
    // error thrown out of the compressor.
    void writer.write(encoder.encode('b'.repeat(5000))).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

describe('what the compression step compresses', () => {
  const answer = (headers: Record<string, string>, status = 200) =>
    new Response('x', { status, headers: { 'content-type': 'text/html', ...headers } });

  it("follows Hono's compress: text of 1 KB or of unknown length, once, never HEAD, a range or no-transform", () => {
    expect(compressible(answer({}), 'GET')).toBe(true);
    expect(compressible(answer({ 'content-length': '1024' }), 'GET')).toBe(true);
    expect(compressible(answer({ 'content-length': '1023' }), 'GET')).toBe(false);
    expect(compressible(answer({}), 'HEAD')).toBe(false);
    expect(compressible(answer({}, 206), 'GET')).toBe(false);
    expect(compressible(answer({ 'content-encoding': 'br' }), 'GET')).toBe(false);
    expect(compressible(answer({ 'content-type': 'image/webp' }), 'GET')).toBe(false);
    expect(compressible(answer({ 'cache-control': 'public, no-transform' }), 'GET')).toBe(false);
  });

  it('takes gzip, else deflate, as the browser accepts them', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('gzip');
    expect(acceptedEncoding('deflate, gzip;q=0')).toBe('deflate');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('br')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('varies on Accept-Encoding once', () => {
    const vary = (value?: string) => {
      const headers = new Headers(value === undefined ? {} : { vary: value });
      varyOnAcceptEncoding(headers);
      return headers.get('vary');
    };
    expect(vary()).toBe('Accept-Encoding');
    expect(vary('Cookie')).toBe('Cookie, Accept-Encoding');
    expect(vary('accept-encoding')).toBe('accept-encoding');
    expect(vary('*')).toBe('*');
  });
});
