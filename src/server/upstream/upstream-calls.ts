import 'server-only';
import { isTimeoutError } from '@/shop-api/transport';
import { logger } from '../observe/logger';
import { metrics } from '../observe/metrics';
import { currentRequestScope } from '../requests/request-scope';
import { apiCallLabel } from './api-routes';

/**
 * Every call to the shop API (the server's own calls and the same-origin
 * proxy's) goes through here: timed into the request's log line and the
 * upstream histogram; no answer or a 5xx is counted and logged as a failure.
 */
export async function timedUpstreamCall(
  method: string,
  path: string,
  call: () => Promise<Response>,
): Promise<Response> {
  const endpoint = apiCallLabel(path);
  const started = performance.now();
  const done = (status: number | null) => {
    const ms = performance.now() - started;
    metrics().upstreamDuration.observe({ endpoint }, ms / 1000);
    const scope = currentRequestScope();
    scope?.upstream.push({ endpoint, status, ms, at: started - scope.started });
    return ms;
  };
  try {
    const response = await call();
    const ms = done(response.status);
    if (response.status >= 500) failed(method, endpoint, 'status', ms, response.status);
    return response;
  } catch (error) {
    const ms = done(null);
    failed(method, endpoint, isTimeoutError(error) ? 'timeout' : 'network', ms, null, error);
    throw error;
  }
}

/**
 * An answer that failed after its headers came (cut, too large, too slow):
 * counted and logged like a failed call.
 */
export function recordUpstreamFailure(method: string, path: string, error: unknown): void {
  failed(method, apiCallLabel(path), isTimeoutError(error) ? 'timeout' : 'network', 0, null, error);
}

function failed(
  method: string,
  endpoint: string,
  kind: 'network' | 'timeout' | 'status',
  ms: number,
  status: number | null,
  error?: unknown,
): void {
  metrics().upstreamFailures.inc({ endpoint, kind });
  logger().warn(
    {
      reqId: currentRequestScope()?.id,
      method,
      endpoint,
      kind,
      status,
      ms: Math.round(ms),
      error: error === undefined ? undefined : describeError(error),
    },
    'upstream call failed',
  );
}

/** One line for the log: the error and what lies under it, never a stack. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const { name, message, code, cause } = current as {
      name?: string;
      message?: string;
      code?: string;
      cause?: unknown;
    };
    parts.push([code ?? name, message].filter(Boolean).join(' '));
    current = cause;
  }
  return parts.join(' ← ').replace(/\s+/g, ' ');
}
