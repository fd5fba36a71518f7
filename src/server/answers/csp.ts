import 'server-only';
import { afterHeld } from './held-bytes';
import { createHash, randomBytes } from 'node:crypto';
import { TRUST_SEAL_ORIGINS } from '../upstream/sanitize-html';

/**
 * Content-Security-Policy with a per-response nonce. Waku writes inline
 * scripts (the hydration bootstrap and the RSC payload) and gives no hook to
 * put a nonce on them, so the HTML stream is rewritten: every <script> and
 * <link rel="modulepreload"> tag the server wrote gets the nonce. Text inside
 * a script element is never touched, and markup from the shop cannot carry a
 * script tag (React escapes text; backend HTML is sanitised), so the nonce
 * only ever lands on the framework's own tags. See docs/decisions/0005.
 *
 * A page that a shared cache may keep (nginx, a CDN) would hand one nonce to
 * many shoppers, so it carries no nonce: its policy lists the SHA-256 hashes
 * of its inline scripts instead, and the page's bytes never change between
 * answers. See docs/decisions/0080.
 */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * How a page's scripts are allowed: a per-answer nonce, or the hashes of a
 * shareable page's inline scripts.
 */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

function scriptSource(allowance: ScriptAllowance): string {
  if ('nonce' in allowance) return `script-src 'nonce-${allowance.nonce}' 'strict-dynamic'`;
  // Without a nonce the page's module preloads and imports are allowed as
  // same-origin files ('self'); inline scripts only by their exact hash.
  return ["script-src 'self'", ...allowance.hashes.map((hash) => `'${hash}'`)].join(' ');
}

/**
 * The page policy. Pictures are same-origin (the image endpoint,
 * docs/decisions/0009), but for the map's tile server when one is set
 * (SHOP_MAP_TILE_URL) and the trust seals' badges, which only their issuer
 * can serve.
 */
export function contentSecurityPolicy(allowance: ScriptAllowance, mapTileUrl = ''): string {
  const imageOrigins = [
    "'self'",
    'data:',
    'blob:',
    tileServerOrigin(mapTileUrl),
    ...TRUST_SEAL_ORIGINS,
  ].filter(Boolean);
  return [
    "default-src 'self'",
    scriptSource(allowance),
    // Style attributes (React, Leaflet) need 'unsafe-inline'; they cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageOrigins.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker and the web app manifest (docs/decisions/0090); worker-src
    // would otherwise fall back to script-src, whose nonce no worker script carries.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The origin of a tile URL template (https://{s}.tile.example/{z}/{x}/{y}.png →
 * https://*.tile.example).
 */
function tileServerOrigin(template: string): string | null {
  const match = /^https:\/\/([^/\s]+)\//i.exec(template);
  if (!match?.[1]) return null;
  const host = match[1].replace(/\{s\}/gi, '*');
  return /^[a-z0-9*.:-]+$/i.test(host) ? `https://${host}` : null;
}

const SCRIPT_OPEN = Buffer.from('<script');
const TAG_END = '>'.charCodeAt(0);
const SRC_ATTRIBUTE = /\ssrc=/i;
/**
 * A data block the browser never runs (JSON-LD, JSON): no policy applies to it,
 * so it is not hashed. Any other type stays hashed, so a script is never left
 * out by mistake.
 */
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(?:ld\+)?json["'\s>]/i;
const PRELOAD_OPEN = Buffer.from('<link rel="modulepreload"');
const SCRIPT_CLOSE = Buffer.from('</script');
/** Longest marker, so a tag split across chunks is still found. */
const CARRY = Math.max(SCRIPT_OPEN.length, PRELOAD_OPEN.length, SCRIPT_CLOSE.length);

/**
 * Adds nonce="…" to the server's script and modulepreload tags in a streamed
 * HTML body. Works on the bytes (the markers are ASCII, and UTF-8 never puts
 * an ASCII byte inside a multi-byte character), so the Persian text is never
 * decoded; each marker is searched for once per position, keeping the work
 * linear in the size of the page.
 */
export function nonceTransform(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  const attribute = Buffer.from(` nonce="${nonce}"`);
  let pending: Buffer = Buffer.alloc(0);
  let inScript = false;

  const rewrite = (bytes: Buffer, final: boolean): Buffer => {
    const parts: Buffer[] = [];
    /** Bytes before `copied` are in `parts`; scanning goes on from `index`. */
    let copied = 0;
    let index = 0;
    /**
     * Where each opener is next, from `index` on (-1: nowhere further; below
     * `index`: to look up).
     */
    let nextScript = -2;
    let nextPreload = -2;
    for (;;) {
      if (inScript) {
        const close = bytes.indexOf(SCRIPT_CLOSE, index);
        if (close === -1) break;
        index = close + SCRIPT_CLOSE.length;
        inScript = false;
        continue;
      }
      if (nextScript !== -1 && nextScript < index) nextScript = bytes.indexOf(SCRIPT_OPEN, index);
      if (nextPreload !== -1 && nextPreload < index)
        nextPreload = bytes.indexOf(PRELOAD_OPEN, index);
      if (nextScript === -1 && nextPreload === -1) break;
      inScript = nextPreload === -1 || (nextScript !== -1 && nextScript < nextPreload);
      const end = inScript ? nextScript + SCRIPT_OPEN.length : nextPreload + PRELOAD_OPEN.length;
      parts.push(bytes.subarray(copied, end), attribute);
      copied = index = end;
    }
    const keep = final ? 0 : Math.min(CARRY, bytes.length - index);
    parts.push(bytes.subarray(copied, bytes.length - keep));
    pending = Buffer.from(bytes.subarray(bytes.length - keep));
    return Buffer.concat(parts);
  };

  return new TransformStream({
    transform(chunk, controller) {
      const bytes = afterHeld(pending, chunk);
      const out = rewrite(bytes, false);
      if (out.length > 0) controller.enqueue(out);
    },
    flush(controller) {
      const out = rewrite(pending, true);
      if (out.length > 0) controller.enqueue(out);
    },
  });
}

/**
 * The CSP hash sources ('sha256-…') of every inline script in a whole HTML
 * page, in order and without repeats. The same markers as the nonce rewrite:
 * a script element's text runs from its tag's '>' to the next '</script',
 * hashed as the bytes the browser receives. Scripts with a src are left out,
 * and so are data blocks (JSON-LD: structured data, docs/decisions/0034),
 * which the browser never runs: hashing them would only allow-list text that
 * comes from the shop's data.
 */
export function inlineScriptHashes(html: Uint8Array): string[] {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const hashes = new Set<string>();
  let index = 0;
  for (;;) {
    const open = bytes.indexOf(SCRIPT_OPEN, index);
    if (open === -1) break;
    const tagEnd = bytes.indexOf(TAG_END, open + SCRIPT_OPEN.length);
    if (tagEnd === -1) break;
    const close = bytes.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    if (close === -1) break;
    const tag = bytes.toString('latin1', open, tagEnd + 1);
    if (!SRC_ATTRIBUTE.test(tag) && !DATA_BLOCK.test(tag)) {
      hashes.add(
        `sha256-${createHash('sha256')
          .update(bytes.subarray(tagEnd + 1, close))
          .digest('base64')}`,
      );
    }
    index = close + SCRIPT_CLOSE.length;
  }
  return [...hashes];
}
