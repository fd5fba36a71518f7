/**
 * How a call reaches the shop: a Transport turns an ApiRequest into a standard
 * fetch Response. A network failure or a timeout rejects; every answer,
 * whatever its status, resolves. This file is shared with the browser bundle:
 * no Node imports here.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | undefined;

/**
 * The page a call is made from, where SPEC §7 asks for it: the cart page's cart
 * calls carry `X-Source-Page: cart`.
 */
export type SourcePage = 'cart';

export type ApiRequest = {
  method: HttpMethod;
  /** Starts with /api/shop/. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  token?: string | null;
  /** Marks cart calls made from the cart page (SPEC §7). */
  sourcePage?: SourcePage;
  /**
   * Ends the call early (on the server: the picture whose every requester has
   * gone); the timeout holds as well.
   */
  signal?: AbortSignal;
};

export type Transport = (req: ApiRequest) => Promise<Response>;

export type HttpRequestParts = {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body: string | undefined;
};

/** The URL, headers and JSON body shared by every transport. */
export function httpRequestParts(req: ApiRequest, baseUrl: string): HttpRequestParts {
  const headers: Record<string, string> = { accept: 'application/json' };
  const hasBody = req.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (req.sourcePage) headers['x-source-page'] = req.sourcePage;
  return {
    url: `${baseUrl.replace(/\/+$/, '')}${req.path}${queryString(req.query)}`,
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  };
}

function queryString(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const timeoutCodes = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/**
 * Whether a rejection is a timeout: an AbortSignal.timeout() reason
 * (a DOMException named TimeoutError) or an undici/socket timeout code,
 * possibly wrapped as the cause of fetch's TypeError.
 */
export function isTimeoutError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { name, code, cause } = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (name === 'TimeoutError') return true;
    if (typeof code === 'string' && timeoutCodes.has(code)) return true;
    current = cause;
  }
  return false;
}
