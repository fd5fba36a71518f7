import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { isPublicPagePath } from '@/lib/routing/cache-policy';
import { isMalformedRscPath, pageRequestOf, type PageRequest } from './page-request';

/**
 * What the steps of the request pipeline (src/middleware/pipeline.ts) need to
 * know of a request's URL, read once by its first step and handed on with the
 * request (docs/decisions/0013).
 */
export type RequestFacts = {
  url: URL;
  /** The path as it was sent (escapes kept). */
  pathname: string;
  /**
   * A path no route can name: not percent-decodable, or an RSC path that is no
   * route's payload (a 404 at once).
   */
  unreadable: boolean;
  /** A call of the shop API through the same-origin proxy (/api/shop/…). */
  api: boolean;
  /**
   * A page load, or the client router's request for a page's RSC payload; null
   * for anything else.
   */
  page: PageRequest | null;
  /**
   * A page every shopper gets the same (a catalogue or static page, spelled as
   * the route table spells it): its successful answers are public, and its
   * page loads are kept once whole. Decided here only.
   */
  publicPage: boolean;
};

function decodable(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

export function readRequestFacts(requestUrl: string): RequestFacts {
  const url = new URL(requestUrl);
  const { pathname } = url;
  const page = pageRequestOf(pathname);
  return {
    url,
    pathname,
    unreadable: !decodable(pathname) || isMalformedRscPath(pathname),
    api: pathname.startsWith('/api/shop/'),
    page,
    publicPage: page !== null && isPublicPagePath(page.pathname),
  };
}

const KEY = 'requestFacts';

/** Reads the request's facts onto its context: the pipeline's first step. */
export function keepRequestFacts(c: Context): void {
  c.set(KEY, readRequestFacts(c.req.url));
}

/** The facts the pipeline's first step read for this request. */
export function requestFacts(c: Context): RequestFacts {
  const facts = c.get(KEY) as RequestFacts | undefined;
  if (!facts)
    throw new Error(
      'request facts read before the pipeline’s first step (src/middleware/pipeline.ts)',
    );
  return facts;
}

/**
 * The path as the client sent it, before URL parsing resolved its dot
 * segments (`/a/%2e%2e/b` is parsed as `/b`): Node's request target when
 * served by @hono/node-server, else the parsed path.
 */
export function sentPathname(c: Context): string {
  const target =
    (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url ??
    requestFacts(c).pathname;
  return target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] ?? '';
}
