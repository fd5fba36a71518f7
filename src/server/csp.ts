import { randomBytes } from 'node:crypto';

/**
 * Content-Security-Policy with a per-response nonce. Waku writes inline
 * scripts (the hydration bootstrap and the RSC payload) and gives no hook to
 * put a nonce on them, so the HTML stream is rewritten: every <script> and
 * <link rel="modulepreload"> tag the server wrote gets the nonce. Text inside
 * a script element is never touched, and markup from the shop cannot carry a
 * script tag (React escapes text; backend HTML is sanitised), so the nonce
 * only ever lands on the framework's own tags. See docs/decisions/0005.
 */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Style attributes (React, Leaflet) need 'unsafe-inline'; they cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Product images and map tiles may come from the image base or a tile server.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const OPENERS = ['<script', '<link rel="modulepreload"'];
const SCRIPT_CLOSE = '</script';
/** Longest marker, so a tag split across chunks is still found. */
const CARRY = Math.max(...OPENERS.map((opener) => opener.length), SCRIPT_CLOSE.length);

/** Adds nonce="…" to the server's script and modulepreload tags in a streamed HTML body. */
export function nonceTransform(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let inScript = false;

  const rewrite = (text: string, final: boolean): string => {
    let out = '';
    let index = 0;
    for (;;) {
      if (inScript) {
        const close = text.indexOf(SCRIPT_CLOSE, index);
        if (close === -1) break;
        out += text.slice(index, close + SCRIPT_CLOSE.length);
        index = close + SCRIPT_CLOSE.length;
        inScript = false;
        continue;
      }
      const found = OPENERS.map((opener) => ({ opener, at: text.indexOf(opener, index) }))
        .filter((hit) => hit.at !== -1)
        .sort((a, b) => a.at - b.at)[0];
      if (!found) break;
      const end = found.at + found.opener.length;
      out += `${text.slice(index, end)} nonce="${nonce}"`;
      index = end;
      if (found.opener === '<script') inScript = true;
    }
    const keep = final ? 0 : Math.min(CARRY, text.length - index);
    pending = text.slice(text.length - keep);
    return out + text.slice(index, text.length - keep);
  };

  return new TransformStream({
    transform(chunk, controller) {
      const text = pending + decoder.decode(chunk, { stream: true });
      const out = rewrite(text, false);
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      const out = rewrite(pending + decoder.decode(), true);
      if (out) controller.enqueue(encoder.encode(out));
    },
  });
}
