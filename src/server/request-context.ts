import 'server-only';
import { unstable_getContext, unstable_getContextData } from 'waku/server';
import { cookieValue } from '@/lib/cookies';
import { publicOrigin } from './public-origin';

/**
 * Per-request facts shared by pages and middleware through Waku's context
 * data: the HTTP status a page decided on and extra response headers.
 */
type ResponseDecisions = {
  status?: number;
  headers?: Record<string, string>;
  /** An upstream call failed while this answer was built: it must not be shared or kept. */
  upstreamFailed?: boolean;
};

function decisions(): ResponseDecisions {
  return unstable_getContextData() as ResponseDecisions;
}

export function setResponseStatus(status: number): void {
  decisions().status = status;
}

export function setResponseHeader(name: string, value: string): void {
  const data = decisions();
  data.headers = { ...data.headers, [name]: value };
}

export function responseDecisions(): Readonly<ResponseDecisions> {
  return decisions();
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

/** The URL of the page request being rendered. */
export function requestUrl(): URL {
  return new URL(unstable_getContext().req.url);
}

/** The origin canonical links and structured data use (SHOP_PUBLIC_URL, else the request's). */
export function requestOrigin(): string {
  return publicOrigin(unstable_getContext().req);
}

export function requestCookie(name: string): string | null {
  const header = unstable_getContext().req.headers.get('cookie');
  return header ? cookieValue(header, name) : null;
}
