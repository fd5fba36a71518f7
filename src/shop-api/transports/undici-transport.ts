import 'server-only';
import { fetch as undiciFetch } from 'undici';
import { httpRequestParts, type Transport } from '../transport';
import { createCappedAgent } from './capped-agent';

export type UndiciTransportOptions = {
  /** The upstream origin, e.g. https://api.example.ir (paths /api/shop/... are appended). */
  baseUrl: string;
  /** Whole-call limit: connecting, headers and body. */
  timeoutMs: number;
  /** Largest answer read (on the wire and decompressed); a larger one fails the call. */
  maxResponseBytes: number;
  /** Sent as User-Agent. */
  userAgent: string;
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
 * The server's transport: undici's fetch over one keep-alive Agent that reads
 * at most maxResponseBytes of an answer. A call that outlives timeoutMs, body
 * included, rejects with AbortSignal.timeout's TimeoutError, which
 * isTimeoutError() recognises; an answer over the cap rejects while it is read.
 */
export function createUndiciTransport(options: UndiciTransportOptions): UndiciTransport {
  const agent = createCappedAgent({
    maxBytes: options.maxResponseBytes,
    timeoutMs: options.timeoutMs,
    connections: options.connections ?? 32,
  });
  const transport: Transport = async (req) => {
    const { url, method, headers, body } = httpRequestParts(req, options.baseUrl);
    const response = await undiciFetch(url, {
      method,
      headers: { ...headers, 'user-agent': options.userAgent, ...options.requestHeaders?.() },
      body,
      dispatcher: agent,
      signal: req.signal
        ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), req.signal])
        : AbortSignal.timeout(options.timeoutMs),
    });
    // undici's Response is the WHATWG Response the rest of the client reads.
    return response as unknown as Response;
  };
  return Object.assign(transport, { close: () => agent.close() });
}
