import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { afterHeld } from './held-bytes';
import { requestFacts } from '../requests/request-facts';
import { processSingleton } from '../runtime/process-singleton';

/**
 * A page load's stylesheets written into its HTML (docs/decisions/0098): the
 * first paint then waits for the document alone, not for a stylesheet
 * requested once the document's head has come.
 *
 * Each `<link rel="stylesheet">` of the build's own files in the head becomes
 * a `<style>` with the file's text, followed by the same link, `disabled` and
 * for no media: a disabled stylesheet is never fetched (HTML, "link type
 * stylesheet"), but Chromium's preload scanner fetched it anyway until at least
 * version 150, at the highest priority, and no preload scanner fetches a sheet
 * whose media cannot match. React, which rendered the link as a resource, finds
 * it at hydration by its href, takes it as loaded and inserts no second one. A stylesheet that lazy code loads later
 * (the map's) is still a link, inserted after it when that code loads.
 */

/** Written by the build, read from the working directory as the server's other built files are. */
const BUILT_ASSETS = path.join('dist', 'public', 'assets');
const ASSETS_PATH = '/assets/';

const URL_REFERENCE = /url\(\s*(["']?)([^"')]*)\1\s*\)/gi;

/**
 * Whether a stylesheet means the same written into a page as fetched from
 * /assets/: nothing in it ends a style element, it imports no other sheet, and
 * every url() in it is absolute, data or a fragment (a relative one would
 * resolve against the page's address instead of the file's).
 */
export function inlinable(text: string): boolean {
  if (/<\/style/i.test(text) || /@import/i.test(text)) return false;
  for (const [, , target = ''] of text.matchAll(URL_REFERENCE)) {
    if (!/^(?:\/|#|data:|https?:)/i.test(target)) return false;
  }
  return true;
}

/** The build's own stylesheets that can be written into a page, by the href a page links them with. */
export function ownStylesheets(): Promise<ReadonlyMap<string, string>> {
  return processSingleton('__ownStylesheets', async () => {
    const names = await readdir(BUILT_ASSETS).catch(() => [] as string[]);
    const sheets = new Map<string, string>();
    for (const name of names.filter((file) => file.endsWith('.css'))) {
      const text = await readFile(path.join(BUILT_ASSETS, name), 'utf8');
      if (inlinable(text)) sheets.set(`${ASSETS_PATH}${name}`, text);
    }
    return sheets;
  });
}

/** A media query no device matches; written before the link's own attributes, it is the one that counts. */
const NO_MEDIA = 'not all';
const LINK_OPEN = Buffer.from('<link');
const HEAD_CLOSE = Buffer.from('</head>');
const MARKERS = [LINK_OPEN, HEAD_CLOSE];
const TAG_END = '>'.charCodeAt(0);
const STYLESHEET = /\srel="stylesheet"/;
const HREF = /\shref="([^"]*)"/;

/** Where the bytes from `from` on end with the start of a marker (cut by the chunk), or their length. */
function partialMarkerStart(bytes: Buffer, from: number): number {
  for (
    let start = Math.max(from, bytes.length - HEAD_CLOSE.length + 1);
    start < bytes.length;
    start++
  ) {
    const tail = bytes.subarray(start);
    if (MARKERS.some((marker) => marker.subarray(0, tail.length).equals(tail))) return start;
  }
  return bytes.length;
}

/**
 * Writes the stylesheets of `sheets` into a streamed HTML head in place of
 * their links. Works on the bytes (the markers and our hrefs are ASCII), holds
 * back only a tag or marker cut by a chunk, and passes everything after
 * `</head>` through untouched.
 */
export function stylesheetInliningTransform(
  sheets: ReadonlyMap<string, string>,
): TransformStream<Uint8Array, Uint8Array> {
  let held: Buffer = Buffer.alloc(0);
  let inHead = true;

  const rewrite = (bytes: Buffer): Buffer => {
    const parts: Buffer[] = [];
    let copied = 0;
    let index = 0;
    while (inHead) {
      const link = bytes.indexOf(LINK_OPEN, index);
      const headEnd = bytes.indexOf(HEAD_CLOSE, index);
      if (headEnd !== -1 && (link === -1 || headEnd < link)) inHead = false;
      else if (link === -1) break;
      else {
        const tagEnd = bytes.indexOf(TAG_END, link);
        if (tagEnd === -1) break;
        const tag = bytes.toString('latin1', link, tagEnd + 1);
        const text = STYLESHEET.test(tag) ? sheets.get(HREF.exec(tag)?.[1] ?? '') : undefined;
        if (text !== undefined) {
          parts.push(
            bytes.subarray(copied, link),
            Buffer.from(`<style>${text}</style><link disabled="" media="${NO_MEDIA}"`),
            bytes.subarray(link + LINK_OPEN.length, tagEnd + 1),
          );
          copied = tagEnd + 1;
        }
        index = tagEnd + 1;
      }
    }
    let keep = 0;
    if (inHead) {
      const openLink = bytes.indexOf(LINK_OPEN, index);
      keep = bytes.length - (openLink === -1 ? partialMarkerStart(bytes, index) : openLink);
    }
    parts.push(bytes.subarray(copied, bytes.length - keep));
    held = Buffer.from(bytes.subarray(bytes.length - keep));
    return Buffer.concat(parts);
  };

  return new TransformStream({
    transform(chunk, controller) {
      const out = inHead ? rewrite(afterHeld(held, chunk)) : chunk;
      if (out.length > 0) controller.enqueue(out);
    },
    flush(controller) {
      if (held.length > 0) controller.enqueue(held);
    },
  });
}

/**
 * A page load's own stylesheets into its HTML (the response step,
 * src/middleware/response.ts); a client navigation's payload is left as it is.
 */
export async function writeInlineStylesheets(c: Context): Promise<void> {
  const html = c.res.headers.get('content-type')?.startsWith('text/html') === true;
  if (requestFacts(c).page?.kind !== 'document' || !html || !c.res.body) return;
  const sheets = await ownStylesheets();
  if (sheets.size === 0) return;
  const response = new Response(c.res.body.pipeThrough(stylesheetInliningTransform(sheets)), c.res);
  response.headers.delete('content-length');
  c.res = response;
}
