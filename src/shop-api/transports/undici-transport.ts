import { Agent, fetch as undiciFetch } from 'undici';
import { httpRequestParts, type Transport } from '../transport';

export type UndiciTransportOptions = {
  /** The upstream origin, e.g. https://api.example.ir (paths /api/shop/... are appended). */
  baseUrl: string;
  /** Whole-call limit: connecting, headers and body. */
  timeoutMs: number;
  /** Open sockets per origin; 32 unless told. */
  connections?: number;
  /** Headers added to every call, read at call time (the server's X-Request-Id). */
  requestHeaders?: () => Record<string, string>;
};

export type UndiciTransport = Transport & {
  /** Closes the kept-alive sockets (server shutdown, tests). */
  close(): Promise<void>;
};

/**
 * The server's transport: undici's fetch over one keep-alive Agent. A call
 * that outlives timeoutMs rejects with AbortSignal.timeout's TimeoutError,
 * which isTimeoutError() recognises.
 */
export function createUndiciTransport(options: UndiciTransportOptions): UndiciTransport {
  const agent = new Agent({
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
    connections: options.connections ?? 32,
    connect: { timeout: options.timeoutMs },
  });
  const transport: Transport = async (req) => {
    const { url, method, headers, body } = httpRequestParts(req, options.baseUrl);
    const response = await undiciFetch(url, {
      method,
      headers: options.requestHeaders ? { ...headers, ...options.requestHeaders() } : headers,
      body,
      dispatcher: agent,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // undici's Response is the WHATWG Response the rest of the client reads.
    return response as unknown as Response;
  };
  return Object.assign(transport, { close: () => agent.close() });
}
