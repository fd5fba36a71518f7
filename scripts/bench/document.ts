import { gzipSync } from 'node:zlib';
import { FigureError } from './figures';
import type { BenchPage } from './lighthouse';

/** What a page's HTML is made of, in bytes as written (before compression). */
export type DocumentParts = {
  /** The RSC payload written into the page for hydration (Waku's `__FLIGHT_DATA` scripts). */
  payload: number;
  /** JSON-LD for search engines. */
  structuredData: number;
  /** Every other inline script (React's streaming helpers, Waku's bootstrap). */
  otherScripts: number;
  /** The stylesheets written into the page (docs/decisions/0098), whole style elements. */
  styles: number;
  /** The rest: the markup itself, with its attributes and text. */
  markup: number;
  total: number;
};

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/gi;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Splits a document into its parts; a whole `<script …>…</script>` or
 * `<style>…</style>` counts to the part it belongs to.
 */
export function documentParts(html: string): DocumentParts {
  const parts = {
    payload: 0,
    structuredData: 0,
    otherScripts: 0,
    styles: 0,
    markup: 0,
    total: bytes(html),
  };
  let scripts = 0;
  for (const [whole, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    scripts += bytes(whole);
    if (/type=["']?application\/ld\+json/i.test(attributes)) parts.structuredData += bytes(whole);
    else if (body.includes('__FLIGHT_DATA')) parts.payload += bytes(whole);
    else parts.otherScripts += bytes(whole);
  }
  // Style elements outside the scripts: a payload's text may hold "<style>" too.
  for (const [whole] of html.replace(SCRIPT, '').matchAll(STYLE)) parts.styles += bytes(whole);
  parts.markup = parts.total - scripts - parts.styles;
  return parts;
}

export type DocumentRow = DocumentParts & { page: string; gzip: number };

/** The HTML of the pages Lighthouse loads, at their own addresses (pagesAt), split into its parts. */
export async function measureDocuments(
  base: string,
  pages: readonly BenchPage[],
): Promise<DocumentRow[]> {
  const rows: DocumentRow[] = [];
  for (const { page, path } of pages) {
    const answer = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
    if (!answer.ok) throw new FigureError(`document of ${page}: ${path} answered ${answer.status}`);
    const html = await answer.text();
    rows.push({ page, ...documentParts(html), gzip: gzipSync(html, { level: 9 }).length });
  }
  return rows;
}
