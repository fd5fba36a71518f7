import type { Id } from '../id';
import type { ApiResult } from '../result';
import type { ValueSchema } from '../schemas/tolerant';
import type { ApiRequest, SourcePage } from '../transport';

/** A request as an endpoint writes it; the client adds the session token. */
export type EndpointRequest = Omit<ApiRequest, 'token'>;

/** What every endpoint group is built from. */
export type EndpointContext = {
  /** Sends a request and reads its answer with the value schema (SPEC §7). */
  call<T>(req: EndpointRequest, valueSchema: ValueSchema<T>): Promise<ApiResult<T>>;
  /**
   * Sends a write call: any 2xx that is not a failed envelope succeeds
   * (answer.ts, `write` mode). The schema reads whatever came, never
   * failing; the caller reloads what it changed rather than trusting it.
   */
  write<T>(req: EndpointRequest, valueSchema: ValueSchema<T>): Promise<ApiResult<T>>;
  /** Sends a request and hands back the raw Response (media files). Rejects on network failure. */
  send(req: EndpointRequest): Promise<Response>;
  /** Set on the cart page's client; cart calls then carry X-Source-Page: cart. */
  sourcePage: SourcePage | undefined;
};

/** 1-based page and its size; each call has its own default size (SPEC §9). */
export type PageQuery = { page?: number; size?: number };

export function pageQuery(query: PageQuery, defaultSize: number): { page: number; size: number } {
  return { page: query.page ?? 1, size: query.size ?? defaultSize };
}

/** GET of one page of a list: `page` from 1 and the call's own default size (SPEC §9). */
export function getPage<T>(
  call: EndpointContext['call'],
  path: string,
  query: PageQuery,
  defaultSize: number,
  valueSchema: ValueSchema<T>,
) {
  return call({ method: 'GET', path, query: pageQuery(query, defaultSize) }, valueSchema);
}

/** An id as one path segment: what follows a prefix of ../api-paths.ts (`API_PRODUCT_PREFIX`). */
export function segment(id: Id): string {
  return encodeURIComponent(String(id));
}
