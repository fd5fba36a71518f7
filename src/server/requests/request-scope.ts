import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processSingleton } from '../runtime/process-singleton';

/**
 * What the request log needs to know of one request while it runs: its id
 * (sent to the shop API as X-Request-Id) and the upstream calls made for it.
 * Held in an AsyncLocalStorage, so server components, the API proxy and the
 * shop-data refresh they start all find it without passing it along.
 */
export type UpstreamCall = {
  endpoint: string;
  status: number | null;
  /** How long the call took, in ms (not rounded: the log rounds). */
  ms: number;
  /** When it started, in ms after the request came in (not rounded). */
  at: number;
};

export type RequestScope = {
  id: string;
  /** performance.now() when the request came in. */
  started: number;
  upstream: UpstreamCall[];
};

function storage(): AsyncLocalStorage<RequestScope> {
  return processSingleton('__requestScope', () => new AsyncLocalStorage<RequestScope>());
}

export function runInRequestScope<T>(scope: RequestScope, run: () => T): T {
  return storage().run(scope, run);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage().getStore();
}

/** Ids a proxy may hand us: short, and plain enough to log and pass on as they are. */
const SAFE_ID = /^[\w.:@=+/-]{8,128}$/;

/** The proxy's X-Request-Id when the proxy is trusted and the id is sane, else a new one. */
export function requestIdOf(header: string | undefined | null, trustProxy: boolean): string {
  if (trustProxy && header && SAFE_ID.test(header)) return header;
  return randomUUID();
}
