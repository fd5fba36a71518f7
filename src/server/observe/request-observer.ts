import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { serverConfig } from '../settings/config';
import { isDraining } from '../runtime/drain-state';
import { logger } from './logger';
import { metrics, statusClass } from './metrics';
import { sequentialRounds } from '@/lib/traffic/upstream-rounds';
import {
  requestIdOf,
  runInRequestScope,
  type RequestScope,
  type UpstreamCall,
} from '../requests/request-scope';
import { routeLabel } from './route-label';

/** Upstream calls listed one by one in a log line; the count and total time cover all. */
const LISTED_CALLS = 10;

const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** A call as the log line lists it: times rounded to whole ms. */
const listed = (call: UpstreamCall) => ({
  endpoint: call.endpoint,
  status: call.status,
  ms: Math.round(call.ms),
  at: Math.round(call.at),
});

/**
 * The outermost step of every request (static files included): gives it an
 * id (a trusted proxy's X-Request-Id, else a new one) that is returned and
 * sent upstream, and when its last byte is out writes its log line and
 * metrics: route pattern, status, duration, time to the first byte of the
 * body, bytes, kept-page state and the upstream calls it made (with how many
 * of them it waited for one after another before its first byte). While
 * draining, answers close their connection.
 */
export function observeRequests(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const scope: RequestScope = {
      id: requestIdOf(c.req.header('x-request-id'), serverConfig().trustProxy),
      started,
      upstream: [],
    };
    const route = routeLabel(new URL(c.req.url).pathname);
    const { method } = c.req;
    metrics().inFlight.inc();
    let ended = false;
    let firstByteMs: number | null = null;
    const firstByte = () => {
      firstByteMs ??= performance.now() - started;
    };
    const end = (bytes: number, aborted: boolean) => {
      if (ended) return;
      ended = true;
      const ms = performance.now() - started;
      const untilFirstByte = firstByteMs ?? ms;
      const { status } = c.res;
      const page = c.res.headers.get('x-page-cache');
      metrics().inFlight.dec();
      metrics().requestDuration.observe({ route, status_class: statusClass(status) }, ms / 1000);
      if (page === 'hit' || page === 'stale' || page === 'miss')
        metrics().pageCacheLookups.inc({ result: page });
      logger().info(
        {
          reqId: scope.id,
          method,
          route,
          status,
          ms: tenths(ms),
          firstByteMs: tenths(untilFirstByte),
          bytes,
          ...(page ? { page } : {}),
          upstreamCalls: scope.upstream.length,
          upstreamMs: Math.round(scope.upstream.reduce((sum, call) => sum + call.ms, 0)),
          upstreamRounds: sequentialRounds(scope.upstream, untilFirstByte),
          ...(scope.upstream.length > 0
            ? { upstream: scope.upstream.slice(0, LISTED_CALLS).map(listed) }
            : {}),
          ...(aborted ? { aborted: true } : {}),
        },
        'request',
      );
    };
    try {
      await runInRequestScope(scope, next);
    } catch (error) {
      end(0, true);
      throw error;
    }
    const headers = new Headers(c.res.headers);
    headers.set('x-request-id', scope.id);
    if (isDraining()) headers.set('connection', 'close');
    const body = c.res.body ? countedBody(c.res.body, firstByte, end) : null;
    c.res = new Response(body, { status: c.res.status, statusText: c.res.statusText, headers });
    if (!body) end(0, false);
  };
}

/**
 * The same bytes, counted; `first` is called with the first bytes, `done`
 * once, at the end or when the client goes away.
 */
function countedBody(
  source: ReadableStream<Uint8Array>,
  first: () => void,
  done: (bytes: number, aborted: boolean) => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let bytes = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = await reader.read();
          if (chunk.done) {
            controller.close();
            done(bytes, false);
            return;
          }
          if (chunk.value.byteLength > 0) first();
          bytes += chunk.value.byteLength;
          controller.enqueue(chunk.value);
        } catch (error) {
          done(bytes, true);
          controller.error(error);
        }
      },
      cancel(reason) {
        done(bytes, true);
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
