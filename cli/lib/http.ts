import { readLimited } from '../../src/shop-api/read-limited';
import { formatMegabytes } from './output';

/** Plain HTTP for the checks: no redirects followed, a time limit on every call. */

export type HttpAnswer = {
  status: number;
  headers: Headers;
  text: string;
  ms: number;
};

export class Unreachable extends Error {
  override name = 'Unreachable';
}

/**
 * The most of an answer's body the CLI reads (decompressed), for `shop health`,
 * `smoke`, `contract` and `record`: a shop API answer is kilobytes, a picture a
 * few megabytes; a 256 KiB gzip bomb once became a 268 MB fixture.
 */
export const CLI_BODY_MAX_BYTES = 32 * 1024 * 1024;

/** The body, read up to `maxBytes` (src/shop-api/read-limited.ts); past it the read stops and an Unreachable says so. */
export async function readBounded(
  response: Response,
  maxBytes = CLI_BODY_MAX_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readLimited(response, maxBytes);
  if (bytes === null)
    throw new Unreachable(`the answer is larger than ${formatMegabytes(maxBytes)}`);
  return bytes;
}

/** A short reason for a failed call: "connection refused (ECONNREFUSED)", "no answer within 5 s". */
export function networkReason(error: unknown, timeoutMs: number): string {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { name, code, cause } = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (
      name === 'TimeoutError' ||
      code === 'UND_ERR_CONNECT_TIMEOUT' ||
      code === 'UND_ERR_HEADERS_TIMEOUT'
    ) {
      return `no answer within ${timeoutMs / 1000} s`;
    }
    if (code === 'ECONNREFUSED') return 'connection refused (ECONNREFUSED)';
    if (code === 'ENOTFOUND') return 'host not found (ENOTFOUND)';
    if (typeof code === 'string' && code) return `${(current as Error).message || code} (${code})`;
    current = cause;
  }
  return error instanceof Error ? error.message : String(error);
}

export async function httpRequest(
  url: string,
  options: { method?: string; body?: unknown; timeoutMs: number; headers?: Record<string, string> },
): Promise<HttpAnswer> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = new TextDecoder().decode(await readBounded(response));
    return {
      status: response.status,
      headers: response.headers,
      text,
      ms: performance.now() - started,
    };
  } catch (error) {
    if (error instanceof Unreachable) throw error;
    throw new Unreachable(networkReason(error, options.timeoutMs));
  }
}

/** The path (and query) a redirect points to, resolved against the requested URL; null when not a redirect. */
export function redirectTarget(answer: HttpAnswer, requestedUrl: string): string | null {
  const location = answer.headers.get('location');
  if (answer.status < 300 || answer.status > 399 || !location) return null;
  const target = new URL(location, requestedUrl);
  return `${target.pathname}${target.search}`;
}
