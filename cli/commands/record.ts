import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { failureEnvelope } from '../../src/fixture-shop/envelope';
import { maskPhones } from '../../src/fixture-shop/normalise';
import { buildFixture, keptHeaders, keyParts, storedBody, writeFixture } from '../fixtures/format';
import { apiBase } from '../lib/args';
import { networkReason, readBounded, Unreachable } from '../lib/http';
import { untilStopped } from '../lib/signals';

export type RecordOptions = { upstream: string; out: string; port: number; host: string };

/** Request headers passed upstream, as the storefront's proxy does. */
const FORWARDED = ['accept', 'accept-language', 'authorization', 'content-type', 'x-source-page'];
/** Hop-by-hop headers and those the decoding of fetch invalidates. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'upgrade',
  'trailer',
  'te',
]);
const UPSTREAM_TIMEOUT_MS = 30_000;

const log = (line: string) =>
  process.stdout.write(`${new Date().toISOString()} ${maskPhones(line)}\n`);

function unreachable(reason: string): Response {
  const envelope = failureEnvelope('serverError', `upstream unreachable: ${reason}`, 502);
  return new Response(JSON.stringify(envelope), {
    status: 502,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** Forwards one request, answers the client with the real answer and saves a redacted copy. */
export function recordingHandler(upstream: string, out: string) {
  return async (request: Request): Promise<Response> => {
    const started = performance.now();
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const bodyText = hasBody ? await request.text() : null;
    let answer: Response;
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      answer = await fetch(`${upstream}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: bodyText ?? undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      bytes = await readBounded(answer);
    } catch (error) {
      const reason =
        error instanceof Unreachable ? error.message : networkReason(error, UPSTREAM_TIMEOUT_MS);
      log(`${request.method} ${url.pathname} 502 not recorded: ${reason}`);
      return unreachable(reason);
    }
    const parts = keyParts(request.method, url, bodyText);
    let note: string;
    if (request.method === 'HEAD') {
      note = 'not recorded (HEAD is answered from GET)';
    } else {
      const fixture = buildFixture(
        parts,
        {
          status: answer.status,
          headers: keptHeaders(answer.headers),
          body: storedBody(bytes, answer.headers.get('content-type')),
        },
        `record ${upstream}`,
      );
      try {
        const written = writeFixture(out, fixture);
        note = `→ ${written.file}${written.replaced ? ' (replaced)' : ''}`;
      } catch (error) {
        note = `not recorded: ${(error as Error).message}`;
      }
    }
    log(
      `${request.method} ${url.pathname} ${answer.status} ${Math.round(performance.now() - started)}ms ${note}`,
    );
    const responseHeaders = new Headers();
    answer.headers.forEach((value, name) => {
      if (!DROPPED.has(name.toLowerCase())) responseHeaders.set(name, value);
    });
    const empty = request.method === 'HEAD' || answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : bytes, {
      status: answer.status,
      statusText: answer.statusText,
      headers: responseHeaders,
    });
  };
}

export async function runRecord(options: RecordOptions): Promise<number> {
  const upstream = apiBase(options.upstream);
  const handler = recordingHandler(upstream, options.out);
  let server: ReturnType<typeof serve>;
  let address: AddressInfo;
  try {
    ({ server, address } = await new Promise<{
      server: ReturnType<typeof serve>;
      address: AddressInfo;
    }>((resolve, reject) => {
      const started = serve(
        { fetch: handler, port: options.port, hostname: options.host },
        (info) => resolve({ server: started, address: info }),
      );
      started.once('error', reject);
    }));
  } catch (error) {
    process.stderr.write(
      `shop: cannot listen on ${options.host}:${options.port}: ${(error as Error).message}\n`,
    );
    return 1;
  }
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  // Listening for signals before announcing readiness, so that a stop right after the line is clean.
  const stopped = untilStopped();
  process.stdout.write(
    `Recording ${upstream} on http://${host}:${address.port} into ${options.out}\n`,
  );
  await stopped;
  await new Promise<void>((done) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => done());
  });
  return 0;
}
