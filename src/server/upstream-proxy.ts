import { Agent, fetch as undiciFetch } from 'undici';
import { NETWORK_ERROR_MESSAGE } from '../shop-api/index';
import { serverConfig } from './config';
import { upstreamRequestHeaders } from './shop-api';
import { timedUpstreamCall } from './upstream-calls';

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

/** Hop-by-hop headers (RFC 9110 §7.6.1), and the ones undici's decoding invalidates. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-encoding',
  'content-length',
]);

const holder = globalThis as typeof globalThis & { __proxyAgent?: Agent };

function agent(): Agent {
  const timeout = serverConfig().apiTimeoutMs;
  holder.__proxyAgent ??= new Agent({
    keepAliveTimeout: 10_000,
    connections: 64,
    headersTimeout: timeout,
    bodyTimeout: timeout,
    connect: { timeout },
  });
  return holder.__proxyAgent;
}

export async function forwardToUpstream(request: Request, upstreamBase: string): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${upstreamBase}${incoming.pathname}${incoming.search}`;
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  Object.assign(headers, upstreamRequestHeaders());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const body = hasBody ? await request.arrayBuffer() : undefined;
    const answer = await timedUpstreamCall(request.method, incoming.pathname, async () => {
      const response = await undiciFetch(target, { method: request.method, headers, body, redirect: 'manual', dispatcher: agent() });
      return response as unknown as Response;
    });
    const responseHeaders = new Headers();
    answer.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) responseHeaders.set(name, value);
    });
    // Media and JSON alike are streamed through, not buffered.
    return new Response(answer.body as ReadableStream<Uint8Array> | null, {
      status: answer.status,
      statusText: answer.statusText,
      headers: responseHeaders,
    });
  } catch {
    // Logged and counted as an upstream failure by timedUpstreamCall.
    return unreachable();
  }
}

function unreachable(): Response {
  const envelope = {
    isSuccess: false,
    isFailure: true,
    isNotFound: false,
    isAlreadyExist: false,
    isInvalidInput: false,
    isUnauthorized: false,
    errors: [NETWORK_ERROR_MESSAGE],
    value: null,
    statusCode: 502,
  };
  return new Response(JSON.stringify(envelope), {
    status: 502,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
