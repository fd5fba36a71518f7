import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { cookieValue } from '@/lib/browser/cookies';
import { processSingleton } from '../runtime/process-singleton';
import { publicOrigin } from './public-origin';

/**
 * Per-request facts shared by pages and middleware: the request, the HTTP
 * status a page decided on and extra response headers. Waku 1.0 has no
 * context data that Hono middleware and the render share
 * (`unstable_getContextData` is gone), so the storefront keeps its own
 * AsyncLocalStorage, entered by `responseDecisionsScope()` before the pipeline
 * (src/server/runtime/node-adapter.ts) and seen by the render, which Waku runs inside
 * the same async context.
 */
type ResponseDecisions = {
  /** The request as the pipeline hands it on (after the steps that rewrite it), read when asked. */
  request?: () => Request;
  status?: number;
  headers?: Record<string, string>;
  /** An upstream call failed while this answer was built: it must not be shared or kept. */
  upstreamFailed?: boolean;
  /** JSON-LD texts for the page's HTML only (src/features/page-kit/JsonLd.tsx). */
  structuredData?: string[];
};

function storage(): AsyncLocalStorage<ResponseDecisions> {
  return processSingleton('__responseDecisions', () => new AsyncLocalStorage<ResponseDecisions>());
}

/**
 * Hono middleware: what follows it (the pipeline, Waku's renderer) shares one
 * fresh record of decisions.
 */
export function responseDecisionsScope(): MiddlewareHandler {
  return (c, next) => storage().run({ request: () => c.req.raw }, next);
}

function decisions(): ResponseDecisions {
  // Outside a request (a background refresh) writes go nowhere.
  return storage().getStore() ?? {};
}

export function setResponseStatus(status: number): void {
  decisions().status = status;
}

export function setResponseHeader(name: string, value: string): void {
  const data = decisions();
  data.headers = { ...data.headers, [name]: value };
}

/**
 * The request's record itself: what is added to it later (structured data while
 * the page streams) shows there.
 */
export function responseDecisions(): Readonly<ResponseDecisions> {
  return decisions();
}

/**
 * A JSON-LD block (its script text) for the HTML of the page being rendered; a
 * client navigation's payload never carries it.
 */
export function addStructuredData(text: string): void {
  const data = decisions();
  (data.structuredData ??= []).push(text);
}

/**
 * Marks the answer being built as made from a failed upstream call (the page
 * shows its failure text): it is then `private, no-store` and never kept.
 * Outside a request (a background refresh) there is nothing to mark.
 */
export function markUpstreamFailure(): void {
  decisions().upstreamFailed = true;
}

export function builtFromUpstreamFailure(): boolean {
  return decisions().upstreamFailed === true;
}

function getRequest(): Request {
  const request = storage().getStore()?.request;
  if (!request) throw new Error('No request: called outside a request scope');
  return request();
}

/** The URL of the page request being rendered. */
export function requestUrl(): URL {
  return new URL(getRequest().url);
}

/** The origin canonical links and structured data use (SHOP_PUBLIC_URL, else the request's). */
export function requestOrigin(): string {
  return publicOrigin(getRequest());
}

export function requestCookie(name: string): string | null {
  const header = getRequest().headers.get('cookie');
  return header ? cookieValue(header, name) : null;
}
