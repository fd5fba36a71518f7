import { Buffer } from 'node:buffer';
import { runInNewContext } from 'node:vm';
import { injectRSCPayload as libraryInject } from 'rsc-html-stream/server';
import { describe, expect, it } from 'vitest';
import { incompleteTail, injectRSCPayload } from './rsc-payload-scripts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text));

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** The page an inject function makes of these HTML and payload chunks. */
async function page(
  inject: typeof injectRSCPayload,
  html: Uint8Array[],
  payload: Uint8Array[],
  nonce?: string,
): Promise<Buffer> {
  const out = streamOf(html).pipeThrough(inject(streamOf(payload), nonce ? { nonce } : undefined));
  const parts: Uint8Array[] = [];
  for await (const part of out) parts.push(part);
  return Buffer.concat(parts);
}

/** What rsc-html-stream's client reads back from a page: the payload's bytes, in order. */
function payloadRead(document: Buffer): Buffer {
  const text = document.toString('utf8');
  const scripts = [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
  const self: { __FLIGHT_DATA?: Array<string | Uint8Array> } = {};
  for (const script of scripts) {
    expect(script).not.toMatch(/<!--|<\/script/i);
    runInNewContext(script, { self, atob, Uint8Array });
  }
  return Buffer.concat(
    (self.__FLIGHT_DATA ?? []).map((chunk) =>
      typeof chunk === 'string' ? Buffer.from(chunk) : chunk,
    ),
  );
}

const HTML = [
  bytes('<!DOCTYPE html><html><head></head><body><main>فروشگاه</main>'),
  bytes('<footer>۱۲۳</footer></body></html>'),
];
const PAYLOAD_TEXT = [
  '0:["$","div",null,{"children":"سلام \\"دنیا\\" \\\\ back"}]\n',
  '1:"</script><script>alert(1)</script>"\n2:"<!-- not a comment -->"\n',
  '3:"controls \u0000\u0001\b\t\f\r\u001f done"\n4:"\u2028\u2029 emoji 😀"\n',
];

describe('the RSC payload written into the page', () => {
  it('gives the client what rsc-html-stream gives it, in fewer bytes, with and without a nonce', async () => {
    for (const nonce of [undefined, 'abc+/=']) {
      const ours = await page(injectRSCPayload, HTML, PAYLOAD_TEXT.map(bytes), nonce);
      const theirs = await page(libraryInject, HTML, PAYLOAD_TEXT.map(bytes), nonce);
      expect(payloadRead(ours).equals(payloadRead(theirs))).toBe(true);
      expect(ours.toString('utf8').replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')).toBe(
        theirs.toString('utf8').replace(/<script[^>]*>[\s\S]*?<\/script>/g, ''),
      );
      expect(ours.toString('utf8')).toContain(nonce ? `<script nonce="${nonce}">` : '<script>');
      expect(ours.length).toBeLessThan(theirs.length);
    }
  });

  it("writes the payload's double quotes as they are", async () => {
    const payload = '0:["$","a",null,{"href":"/x","children":"it\'s"}]\n';
    const document = (await page(injectRSCPayload, HTML, [bytes(payload)])).toString('utf8');
    expect(document).toContain(
      `push('0:["$","a",null,{"href":"/x","children":"it\\'s"}]\\n')</script>`,
    );
  });

  it('keeps the HTML as it came, without the trailer until the payload is written', async () => {
    const document = (await page(injectRSCPayload, HTML, PAYLOAD_TEXT.map(bytes))).toString('utf8');
    expect(
      document.startsWith(
        '<!DOCTYPE html><html><head></head><body><main>فروشگاه</main><footer>۱۲۳</footer>',
      ),
    ).toBe(true);
    expect(document.endsWith('</script></body></html>')).toBe(true);
    expect(document.match(/<\/body><\/html>/g)).toHaveLength(1);
  });

  it('gives the client back every byte of the payload, however the chunks cut the characters', async () => {
    const whole = Buffer.from(PAYLOAD_TEXT.join('') + '5:"ی‌ک ۴٫۱ ★"\n');
    for (const size of [1, 2, 3, 4, 5, 7, whole.length]) {
      const chunks: Uint8Array[] = [];
      for (let start = 0; start < whole.length; start += size)
        chunks.push(new Uint8Array(whole.subarray(start, start + size)));
      const document = await page(injectRSCPayload, HTML, chunks);
      expect(payloadRead(document).equals(whole), `chunks of ${size} bytes`).toBe(true);
      expect(document.toString('utf8')).not.toContain('\uFFFD');
      // Valid UTF-8 stays text, however it is cut: the cut character waits for its end.
      expect(document.toString('utf8')).not.toContain('atob(');
    }
  });

  it('writes what is not UTF-8 as bytes, as the library does', async () => {
    const binary = new Uint8Array([0x31, 0x3a, 0xff, 0xfe, 0x00, 0x80, 0x0a]);
    const cutEnd = bytes('6:"ab\u0633');
    const truncated = cutEnd.subarray(0, cutEnd.length - 1);
    const document = await page(injectRSCPayload, HTML, [bytes('0:"x"\n'), binary, truncated]);
    expect(payloadRead(document).equals(Buffer.concat([bytes('0:"x"\n'), binary, truncated]))).toBe(
      true,
    );
    expect(document.toString('utf8')).toContain('Uint8Array.from(atob(');
  });
});

describe('incompleteTail', () => {
  it('counts the bytes of a character cut at the end, and nothing for whole ones', () => {
    const persian = bytes('س'); // two bytes
    const emoji = bytes('😀'); // four bytes
    expect(incompleteTail(bytes('abc'))).toBe(0);
    expect(incompleteTail(persian)).toBe(0);
    expect(incompleteTail(persian.subarray(0, 1))).toBe(1);
    expect(incompleteTail(emoji)).toBe(0);
    expect(incompleteTail(emoji.subarray(0, 3))).toBe(3);
    expect(incompleteTail(emoji.subarray(0, 2))).toBe(2);
    expect(incompleteTail(new Uint8Array(0))).toBe(0);
  });
});
