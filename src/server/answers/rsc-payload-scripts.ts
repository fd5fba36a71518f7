import { Buffer, isUtf8 } from 'node:buffer';

/**
 * rsc-html-stream's `injectRSCPayload` (MIT), as Waku's SSR uses it, on bytes
 * (docs/decisions/0093): the page's HTML stream with the RSC payload written
 * into it as `<script>(self.__FLIGHT_DATA||=[]).push('…')</script>`, which
 * rsc-html-stream's client reads back. The library decodes every HTML chunk and
 * every payload chunk to text, writes the payload with JSON.stringify and two
 * regular expressions, and encodes it all again, a seventh of the server's CPU
 * time for a page. Here the HTML passes through as bytes, and the payload's
 * UTF-8 is escaped as a one-byte (latin1) string: only ASCII characters need
 * escaping, and no byte of a multibyte character is ASCII. The string is
 * written in single quotes, so the payload's many double quotes go as they are
 * (JSON.stringify's `\"` was a ninth of home's payload).
 */

const TRAILER = Buffer.from('</body></html>');
const SCRIPT_CLOSE = Buffer.from(')</script>');

/** What a single-quoted literal writes for each ASCII character it may not hold as it is. */
const ESCAPED: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r' };

/**
 * A single-quoted JavaScript string literal of UTF-8 text, given as a latin1
 * string of its bytes, made safe inside a script element as the library does
 * (`<!--` as `<\!--`, `</script` as `</\script`). Only ASCII characters are
 * escaped (backslash, quote, controls), so on the bytes it writes what it
 * would write for the text; U+2028 and U+2029 may stand in a string literal.
 */
export function scriptSafeStringBytes(latin1: string): string {
  const escaped = latin1.replace(
    // eslint-disable-next-line no-control-regex -- the controls are what a literal may not hold
    /[\\'\u0000-\u001f]/g,
    (character) =>
      ESCAPED[character] ?? `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return `'${escaped.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1')}'`;
}

/** How many bytes at the end of `bytes` start a UTF-8 character that is not complete yet. */
export function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back] ?? 0;
    if (byte < 0x80) return 0;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length > back ? back : 0;
    }
  }
  return 0;
}

async function writeRSCStream(
  rscStream: ReadableStream<Uint8Array>,
  controller: TransformStreamDefaultController<Uint8Array>,
  nonce?: string,
) {
  const open = Buffer.from(
    `<script${nonce ? ` nonce="${nonce}"` : ''}>(self.__FLIGHT_DATA||=[]).push(`,
  );
  const write = (argument: string) =>
    controller.enqueue(Buffer.concat([open, Buffer.from(argument, 'latin1'), SCRIPT_CLOSE]));
  // Bytes as a Uint8Array, for what is not UTF-8 (the library's own fallback).
  const writeBinary = (bytes: Buffer) =>
    write(
      `Uint8Array.from(atob(${JSON.stringify(bytes.toString('base64'))}), m => m.codePointAt(0))`,
    );
  let carried = Buffer.alloc(0);
  for await (const chunk of rscStream) {
    const bytes = Buffer.concat([carried, chunk]);
    const text = bytes.subarray(0, bytes.length - incompleteTail(bytes));
    if (!isUtf8(text)) {
      writeBinary(bytes);
      carried = Buffer.alloc(0);
      continue;
    }
    carried = bytes.subarray(text.length);
    if (text.length > 0) write(scriptSafeStringBytes(text.toString('latin1')));
  }
  if (carried.length > 0) writeBinary(carried);
}

const endsWithTrailer = (chunk: Uint8Array) =>
  chunk.length >= TRAILER.length && TRAILER.equals(chunk.subarray(chunk.length - TRAILER.length));

export function injectRSCPayload(
  rscStream: ReadableStream<Uint8Array>,
  options?: { nonce?: string },
) {
  let resolveFlightData = () => {};
  const flightData = new Promise<void>((resolve) => (resolveFlightData = resolve));
  let startedRSC = false;
  const nonce = typeof options?.nonce === 'string' ? options.nonce : undefined;

  // HTML chunks of the same turn of the event loop (roughly) go out together, so
  // that no payload script lands between two parts of one piece of HTML.
  const buffered: Uint8Array[] = [];
  let timeout: ReturnType<typeof setTimeout> | null = null;
  function flushBufferedChunks(controller: TransformStreamDefaultController<Uint8Array>) {
    for (const chunk of buffered)
      controller.enqueue(
        endsWithTrailer(chunk) ? chunk.subarray(0, chunk.length - TRAILER.length) : chunk,
      );
    buffered.length = 0;
    timeout = null;
  }

  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      buffered.push(chunk);
      if (timeout) return;
      timeout = setTimeout(() => {
        try {
          flushBufferedChunks(controller);
        } catch (error) {
          controller.error(error);
          resolveFlightData();
          return;
        }
        if (!startedRSC) {
          startedRSC = true;
          writeRSCStream(rscStream, controller, nonce)
            .catch((error: unknown) => controller.error(error))
            .then(resolveFlightData);
        }
      }, 0);
    },
    async flush(controller) {
      await flightData;
      if (timeout) {
        clearTimeout(timeout);
        flushBufferedChunks(controller);
      }
      controller.enqueue(new Uint8Array(TRAILER));
    },
  });
}
