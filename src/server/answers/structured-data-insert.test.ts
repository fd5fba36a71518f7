import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonLdText } from '@/lib/text/json-ld';
import { textThrough } from '@test-support/unit/stream-through';
import { keepRequestFacts } from '../requests/request-facts';
import { structuredDataTransform, writeStructuredData } from './structured-data-insert';

const through = (chunks: string[], texts: string[]) =>
  textThrough(
    structuredDataTransform(() => texts),
    chunks,
  );

const BLOCK = jsonLdText({ '@type': 'Product', name: 'کتاب </script> بوف کور' });
const SCRIPT = `<script type="application/ld+json">${BLOCK}</script>`;

describe('structuredDataTransform', () => {
  it('writes the blocks before the final </body>, however the chunks cut it', async () => {
    const page =
      '<html><body><main>کتاب</main><script>(self.__FLIGHT_DATA||=[]).push("x")</script></body></html>';
    const expected = page.replace('</body></html>', `${SCRIPT}</body></html>`);
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(await through([page.slice(0, cut), page.slice(cut)], [BLOCK])).toBe(expected);
    }
    expect(await through([...page], [BLOCK])).toBe(expected);
  });

  it('reads the blocks at the end: one registered while the page streamed is there', async () => {
    const texts: string[] = [];
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(Buffer.from('<html><body><p>a</p>'));
        await new Promise((resolve) => setTimeout(resolve, 5));
        texts.push(BLOCK);
        controller.enqueue(Buffer.from('</body></html>'));
        controller.close();
      },
    });
    expect(
      await new Response(source.pipeThrough(structuredDataTransform(() => texts))).text(),
    ).toBe(`<html><body><p>a</p>${SCRIPT}</body></html>`);
  });

  it('leaves a </body> in the payload’s text alone', async () => {
    const page =
      '<html><body><script>(self.__FLIGHT_DATA||=[]).push("</body> in a title")</script></body></html>';
    expect(await through([page], [BLOCK])).toBe(
      page.replace(/<\/body><\/html>$/, `${SCRIPT}</body></html>`),
    );
  });

  it('holds back only what could begin the trailer: a streamed first screen goes out whole', async () => {
    const stream = new TransformStream<Uint8Array, Uint8Array>();
    const out = stream.readable.pipeThrough(structuredDataTransform(() => [BLOCK])).getReader();
    const writer = stream.writable.getWriter();
    const firstScreen =
      '<html><body><main>کتاب</main><script>(self.__FLIGHT_DATA||=[]).push("x")</script>';
    void writer.write(Buffer.from(firstScreen));
    expect(Buffer.from((await out.read()).value ?? []).toString()).toBe(firstScreen);
    void writer.write(Buffer.from('<p>late</p></bo'));
    expect(Buffer.from((await out.read()).value ?? []).toString()).toBe('<p>late</p>');
    void writer.write(Buffer.from('dy></html>'));
    void writer.close();
    expect(Buffer.from((await out.read()).value ?? []).toString()).toBe(`${SCRIPT}</body></html>`);
  });

  it('changes nothing without blocks, and puts them at the end of a page cut short', async () => {
    expect(await through(['<html><body>x</body></html>'], [])).toBe('<html><body>x</body></html>');
    expect(await through(['<html><body>x'], [BLOCK])).toBe(`<html><body>x${SCRIPT}`);
  });
});

describe('writeStructuredData', () => {
  const PAGE = '<html><body>x</body></html>';
  /** A step that writes [BLOCK] into what an inner step answered with `contentType`. */
  function app(contentType: string) {
    const hono = new Hono();
    hono.use(async (c, next) => {
      keepRequestFacts(c);
      await next();
      writeStructuredData(c, () => [BLOCK]);
    });
    hono.get('*', () => new Response(PAGE, { headers: { 'content-type': contentType } }));
    return hono;
  }

  it("writes the blocks into a page load's HTML, which then has no Content-Length", async () => {
    const answer = await app('text/html; charset=utf-8').request('/About-us');
    expect(await answer.text()).toBe(`<html><body>x${SCRIPT}</body></html>`);
    expect(answer.headers.get('content-length')).toBeNull();
  });

  it("leaves a client navigation's payload and an answer that is not HTML alone", async () => {
    const rsc = await app('text/html; charset=utf-8').request('/RSC/R/About-us.txt');
    expect(await rsc.text()).toBe(PAGE);
    const text = await app('text/plain; charset=utf-8').request('/About-us');
    expect(await text.text()).toBe(PAGE);
  });
});
