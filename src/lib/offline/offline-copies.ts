import { NONCE_ONLY_PRIVATE, isPublicPagePath } from '../routing/cache-policy';
import { IMAGE_ENDPOINT, ownEndpointAt } from '../routing/own-endpoints';
import { OFFLINE_PATH } from '../routing/route-paths';
import { rscRoutePath } from '../routing/rsc-path';
import { REACHABILITY_CHECK } from './web-app';

/**
 * What the storefront's service worker keeps on the shopper's device, and
 * what it never keeps (docs/decisions/0090). Pure, shared by the worker
 * (src/service-worker/) and the page (logout clears the kept copies).
 *
 * - The build's files (hashed assets, the fonts, our own pictures, the
 *   offline page) are fetched once per build into a cache named after it.
 * - Catalogue pages and their RSC payloads (the route table's `public`
 *   routes) are answered network-first and kept, bounded, for when the
 *   network is gone or slow.
 * - Pictures of the image endpoint are answered from their kept copy first,
 *   bounded; a copy past its max-age (the logo, a product's line picture: URLs
 *   that stay when the picture changes) is fetched again behind it.
 * - Everything else goes to the network untouched: personal pages and their
 *   payloads, the shop API (and so /api/shop/users/*), the vitals beacon,
 *   search suggestions, any request with an Authorization header, any write.
 * - One request is the worker's to send but never to answer from a copy: the
 *   page's check that the storefront answers again (REACHABILITY_CHECK).
 */

/** How long a page waits for the network before its kept copy answers instead. */
export const NETWORK_TIMEOUT_MS = 3000;

export type KeptBound = { entries: number; bytes: number };

/** Bounds of the kept copies (README, limits table): the oldest go first beyond either. */
export const KEPT_BOUNDS = {
  /**
   * Catalogue pages and their payloads (a product page is about 30 KB of HTML,
   * its payload 15 KB).
   */
  pages: { entries: 80, bytes: 8 * 1024 * 1024 },
  /** Picture variants (a card picture is 10–40 KB). */
  images: { entries: 300, bytes: 24 * 1024 * 1024 },
} as const satisfies Record<string, KeptBound>;

/** How the worker answers a request. */
export type WorkerRoute =
  /** Not answered by the worker: the browser fetches it as if there were none. */
  | { kind: 'pass' }
  /** Fetched by the worker from the network, never answered from a copy: REACHABILITY_CHECK. */
  | { kind: 'network' }
  /** A file of the build: from the build's cache, else the network. */
  | { kind: 'build-file' }
  /**
   * A picture variant: its kept copy first (fetched again behind it once stale:
   * keptPictureStale), else the network, kept.
   */
  | { kind: 'picture' }
  /**
   * A page load or a route's payload: network first; `keep`: a catalogue page,
   * kept and answered when the network fails.
   */
  | { kind: 'document' | 'payload'; keep: boolean };

export type RequestFacts = {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for page loads. */
  mode: string;
  hasAuthorization: boolean;
  /** The worker's own origin. */
  origin: string;
};

const PASS: WorkerRoute = { kind: 'pass' };
/** Our own pictures in public/images (placeholders, fallback). */
const OWN_PICTURE = /^\/images\/[a-z0-9-]+\.svg$/;
/**
 * Paths no page lives under, besides the storefront's own endpoints: a page
 * load of one of them is the browser's alone.
 */
const NOT_PAGES = /^\/(?:api|media|assets|RSC)\//;

/**
 * Whether a path is no page's: under NOT_PAGES, or one an own endpoint answers
 * (../routing/own-endpoints.ts).
 */
function isNotAPage(path: string): boolean {
  return NOT_PAGES.test(path) || ownEndpointAt(path)?.answered === true;
}

/**
 * Whether a catalogue page's answers may be kept (the offline page has its copy
 * in the build's cache).
 */
function keepsPage(routePath: string): boolean {
  return routePath !== OFFLINE_PATH && isPublicPagePath(routePath);
}

export function workerRoute(request: RequestFacts): WorkerRoute {
  const url = new URL(request.url);
  if (url.origin !== request.origin || request.hasAuthorization) return PASS;
  const path = url.pathname;
  if (request.method === REACHABILITY_CHECK.method && path === REACHABILITY_CHECK.path)
    return { kind: 'network' };
  if (request.method !== 'GET') return PASS;
  if (path.startsWith('/assets/') || OWN_PICTURE.test(path)) return { kind: 'build-file' };
  if (path.startsWith(`${IMAGE_ENDPOINT}/`)) return { kind: 'picture' };
  const routePath = rscRoutePath(path);
  if (routePath !== null) return { kind: 'payload', keep: keepsPage(routePath) };
  if (request.mode === 'navigate' && !isNotAPage(path))
    return { kind: 'document', keep: keepsPage(path) };
  return PASS;
}

export type AnswerFacts = {
  status: number;
  /** Response.type: 'basic' for a same-origin answer. */
  type: string;
  redirected: boolean;
  cacheControl: string | null;
  vary: string | null;
  /** The answer's PRIVATE_REASON_HEADER: why a catalogue page is private, where the server says. */
  privateReason: string | null;
};

function directives(cacheControl: string | null): Set<string> {
  return new Set(
    (cacheControl ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split('=')[0] ?? '')
      .filter(Boolean),
  );
}

/**
 * Whether an answer may be kept: a whole 200 of our origin, never one marked
 * `private` or `no-store`, never one that varies on everything. One
 * exception: a catalogue page (chosen by the route table, `kind`) streamed to
 * its first shopper is `private, no-store` only because it carries that
 * shopper's nonce (docs/decisions/0086), and says so (PRIVATE_REASON_HEADER);
 * what it shows is every shopper's, and the worker's cache is this shopper's
 * own, so it is kept. A catalogue page private for any other reason (built
 * from a failed call) is not.
 */
export function mayKeep(answer: AnswerFacts, kind: 'page' | 'picture'): boolean {
  if (answer.status !== 200 || answer.type !== 'basic' || answer.redirected) return false;
  if (answer.vary?.trim() === '*') return false;
  if (kind === 'page' && answer.privateReason === NONCE_ONLY_PRIVATE) return true;
  const marked = directives(answer.cacheControl);
  return !marked.has('no-store') && !marked.has('private');
}

/**
 * Whether a kept picture should be fetched again behind its answer: when it is
 * older than its `max-age` (`date` is the answer's Date header). An `immutable`
 * one never is: its URL names its content. Without a max-age or a date it is
 * stale, so that nothing is kept unchecked for good.
 */
export function keptPictureStale(
  answer: { cacheControl: string | null; date: string | null },
  now: number,
): boolean {
  const cacheControl = (answer.cacheControl ?? '').toLowerCase();
  if (directives(cacheControl).has('immutable')) return false;
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl)?.[1];
  const date = Date.parse(answer.date ?? '');
  if (maxAge === undefined || Number.isNaN(date)) return true;
  return now - date > Number(maxAge) * 1000;
}

/**
 * Which kept copies to delete so that the rest fit the bound: the oldest
 * first (`sizes` in the order they were kept, oldest first), until both the
 * count and the bytes are within it. Returns their indices.
 */
export function evictions(sizes: readonly number[], bound: KeptBound): number[] {
  let count = sizes.length;
  let bytes = sizes.reduce((sum, size) => sum + size, 0);
  const out: number[] = [];
  for (
    let index = 0;
    index < sizes.length && (count > bound.entries || bytes > bound.bytes);
    index += 1
  ) {
    out.push(index);
    count -= 1;
    bytes -= sizes[index] ?? 0;
  }
  return out;
}
