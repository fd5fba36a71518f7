import 'server-only';
import { fetch as undiciFetch, type Dispatcher } from 'undici';
import { isTimeoutError } from '@/shop-api';
import { createCappedAgent } from '@/shop-api/transports/capped-agent';
import { upstreamFailedAnswer } from './api-answers';
import { apiCallLabel, clampPaging } from './api-routes';
import { serverConfig } from '../settings/config';
import { logger } from '../observe/logger';
import {
  UPSTREAM_JSON_MAX_BYTES,
  UPSTREAM_MEDIA_MAX_BYTES,
  UPSTREAM_MEDIA_TIMEOUT_MS,
} from '@/lib/limits';
import { STOREFRONT_USER_AGENT } from '../observe/user-agent';
import { currentRequestScope } from '../requests/request-scope';
import { upstreamRequestHeaders } from './shop-api';
import { describeError, recordUpstreamFailure, timedUpstreamCall } from './upstream-calls';
import { processSingleton } from '../runtime/process-singleton';

/** Request headers the proxy passes on: what SPEC §7 calls need, nothing else. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'if-modified-since',
  'if-none-match',
  'x-source-page',
];

/**
 * Answer headers the proxy passes back: content type and length, cache
 * validators and freshness, Retry-After, Content-Disposition. Nothing else
 * (no Set-Cookie, Server, X-Powered-By, CORS, HSTS, CSP, Location, internal
 * headers); the storefront's own security headers are added further out.
 */
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
  'retry-after',
  'content-disposition',
];

const MEDIA_PATH = /^\/api\/shop\/media\//;

export type ForwardContext = {
  /** The shopper's socket address, for X-Forwarded-For. */
  clientAddress?: string | null;
  /**
   * Ends the shopper's connection: a streamed answer cut mid-way must not end
   * as a clean, truncated 200.
   */
  abortClient?: () => void;
};

function agents() {
  const timeoutMs = serverConfig().apiTimeoutMs;
  return processSingleton('__proxyAgents', (): { json: Dispatcher; media: Dispatcher } => ({
    json: createCappedAgent({ maxBytes: UPSTREAM_JSON_MAX_BYTES, timeoutMs, connections: 64 }),
    media: createCappedAgent({ maxBytes: UPSTREAM_MEDIA_MAX_BYTES, timeoutMs, connections: 64 }),
  }));
}

/**
 * X-Forwarded-For for the upstream: the socket's address, appended to the
 * incoming header only when a trusted reverse proxy wrote it (SHOP_TRUST_PROXY);
 * otherwise anything the client sent is dropped.
 */
export function forwardedFor(
  incoming: string | null,
  socketAddress: string | null | undefined,
  trustProxy: boolean,
): string | null {
  const address = socketAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') || null;
  const chain = trustProxy && incoming?.trim() ? incoming.trim() : null;
  if (chain && address) return `${chain}, ${address}`;
  return chain ?? address;
}

function answerHeaders(upstream: Headers, request: Request, streamed: boolean): Headers {
  const headers = new Headers();
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  // A buffered answer gets its length from the bytes we send.
  if (!streamed) headers.delete('content-length');
  // An answer to a signed-in call is the shopper's own, whatever the upstream says.
  if (request.headers.has('authorization') || !headers.has('cache-control'))
    headers.set('cache-control', 'private, no-store');
  return headers;
}

/**
 * Forwards one /api/shop/* request to the shop API (method and path already
 * checked by the request gate; `page` and `size` clamped here). JSON answers
 * are read whole within UPSTREAM_JSON_MAX_BYTES and SHOP_API_TIMEOUT_MS, so a
 * cut, oversized or slow answer becomes a clean 502 or 504 with the network
 * message; media is streamed within UPSTREAM_MEDIA_MAX_BYTES and
 * UPSTREAM_MEDIA_TIMEOUT_MS, and a cut stream ends the shopper's connection.
 * Each failure is one log line.
 */
export async function forwardToUpstream(
  request: Request,
  upstreamBase: string,
  context: ForwardContext = {},
): Promise<Response> {
  const config = serverConfig();
  const incoming = new URL(request.url);
  const query = clampPaging(incoming.searchParams).toString();
  const target = `${upstreamBase}${incoming.pathname}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { 'user-agent': STOREFRONT_USER_AGENT };
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const chain = forwardedFor(
    request.headers.get('x-forwarded-for'),
    context.clientAddress,
    config.trustProxy,
  );
  if (chain) headers['x-forwarded-for'] = chain;
  Object.assign(headers, upstreamRequestHeaders());

  const media = MEDIA_PATH.test(incoming.pathname);
  /** A call that got no answer is logged and counted by timedUpstreamCall; the rest here. */
  const fail = (error: unknown, status: 502 | 504 = isTimeoutError(error) ? 504 : 502): Response =>
    upstreamFailedAnswer(status);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let answered = false;
  try {
    // At most API_BODY_MAX_BYTES: the request gate has seen to it.
    const requestBody = hasBody ? await request.arrayBuffer() : undefined;
    const answer = await timedUpstreamCall(request.method, incoming.pathname, async () => {
      const response = await undiciFetch(target, {
        method: request.method,
        headers,
        body: requestBody,
        redirect: 'manual',
        dispatcher: media ? agents().media : agents().json,
        signal: AbortSignal.timeout(media ? UPSTREAM_MEDIA_TIMEOUT_MS : config.apiTimeoutMs),
      });
      return response as unknown as Response;
    });
    answered = true;
    if (answer.status >= 300 && answer.status < 400 && answer.status !== 304) {
      await answer.body?.cancel().catch(() => undefined);
      logger().warn(
        {
          reqId: currentRequestScope()?.id,
          method: request.method,
          endpoint: apiCallLabel(incoming.pathname),
          status: answer.status,
        },
        'upstream answered a redirect; not followed',
      );
      return fail(null, 502);
    }
    const init = { status: answer.status, statusText: answer.statusText };
    if (!media || !answer.body) {
      const body = answer.body ? new Uint8Array(await answer.arrayBuffer()) : null;
      return new Response(body, {
        ...init,
        headers: answerHeaders(answer.headers, request, false),
      });
    }
    const body = guardedStream(answer.body as ReadableStream<Uint8Array>, (error) => {
      logger().warn(
        {
          reqId: currentRequestScope()?.id,
          method: request.method,
          endpoint: apiCallLabel(incoming.pathname),
          reason: describeError(error),
        },
        'upstream media cut mid-way',
      );
      context.abortClient?.();
      return context.abortClient !== undefined;
    });
    return new Response(body, { ...init, headers: answerHeaders(answer.headers, request, true) });
  } catch (error) {
    if (answered) recordUpstreamFailure(request.method, incoming.pathname, error);
    return fail(error);
  }
}

/**
 * The upstream's stream as it comes. When it fails (cut, over the cap, out of
 * time) `onCut` is told once; when it has ended the shopper's connection
 * (true) the stream just stops, else it ends in an error. Either way the
 * shopper never gets a clean, truncated answer, and the server logs no stack.
 */
function guardedStream(
  source: ReadableStream<Uint8Array>,
  onCut: (error: unknown) => boolean,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        if (onCut(error)) controller.close();
        else controller.error(new Error('upstream answer cut'));
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
