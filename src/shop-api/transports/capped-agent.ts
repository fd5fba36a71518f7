import 'server-only';
import { Agent, interceptors, type Dispatcher } from 'undici';

export type CappedAgentOptions = {
  /** Largest answer body, counted on the wire and again after decompression. */
  maxBytes: number;
  /** Connecting, and waiting for headers or for the next piece of the body. */
  timeoutMs: number;
  connections: number;
};

/**
 * A keep-alive undici Agent that reads no more than `maxBytes` of any answer:
 * undici's own `maxResponseSize` stops a huge or endless body, and its
 * decompress interceptor (with `maxSize`, error answers included) stops a
 * gzip bomb before the decoded bytes pile up. Either ends the body with
 * UND_ERR_RES_EXCEEDED_MAX_SIZE. A whole-call time limit is the caller's
 * (an AbortSignal), since these timeouts restart with every piece.
 */
export function createCappedAgent(options: CappedAgentOptions): Dispatcher {
  return new Agent({
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
    connections: options.connections,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    connect: { timeout: options.timeoutMs },
    maxResponseSize: options.maxBytes,
    // undici 8 negotiates HTTP/2 over TLS by default; HTTP/1.1 is what the caps and tests cover.
    allowH2: false,
  }).compose(interceptors.decompress({ maxSize: options.maxBytes, skipErrorResponses: false }));
}
