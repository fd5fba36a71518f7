import 'server-only';
import type { Context } from 'hono';
import { createFairSlots, type FairSlots, type Release } from '@/lib/traffic/fair-slots';
import { clientKey } from '../requests/client-key';
import {
  IMAGE_JOBS_AT_ONCE,
  IMAGE_JOBS_PER_CLIENT,
  IMAGE_JOBS_WAITING,
  RENDERS_AT_ONCE,
  RENDERS_WAITING,
  SHED_RETRY_AFTER_SECONDS,
  UPSTREAM_CALLS_AT_ONCE,
  UPSTREAM_CALLS_WAITING,
} from '@/lib/limits';
import { metrics } from '../observe/metrics';
import { processSingleton } from '../runtime/process-singleton';

/**
 * The caps on work in flight (docs/decisions/0084): page renders, shop API
 * calls (the proxy's, and the search suggestions' own), and pictures to
 * make. A render or a proxied call holds a slot until its answer's last byte
 * is out; a suggestion's call until its answer is read; a picture while it is
 * fetched and transformed. Over the slots and their line, work is shed at
 * once, so that memory follows the caps, not the load.
 */
export type Gate = 'render' | 'upstream' | 'image';

const BOUNDS: Record<Gate, { concurrency: number; maxWaiting: number; maxPerClient?: number }> = {
  render: { concurrency: RENDERS_AT_ONCE, maxWaiting: RENDERS_WAITING },
  upstream: { concurrency: UPSTREAM_CALLS_AT_ONCE, maxWaiting: UPSTREAM_CALLS_WAITING },
  image: {
    concurrency: IMAGE_JOBS_AT_ONCE,
    maxWaiting: IMAGE_JOBS_WAITING,
    maxPerClient: IMAGE_JOBS_PER_CLIENT,
  },
};

export function workSlots(gate: Gate): FairSlots {
  return processSingleton(`__workSlots_${gate}`, () => {
    // The gauge of work in flight reads every gate once one exists.
    metrics().workSlots.read = (each) => workSlots(each as Gate);
    return createFairSlots(BOUNDS[gate]);
  });
}

/** The headers of every shed answer. */
export const SHED_HEADERS = {
  'retry-after': String(SHED_RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
} as const;

/** Answers this process shed (not an upstream's or a page's own 503). */
const shedAnswers = new WeakSet<Response>();

export function markShed(response: Response): Response {
  shedAnswers.add(response);
  return response;
}

export function isShed(response: Response): boolean {
  return shedAnswers.has(response);
}

/**
 * A slot of `gate` for `client`: resolves with its release once its turn
 * comes, or null when it is shed (counted in `storefront_shed_total`): at
 * once over the line, or later when another client takes its place in it.
 * Rejects if `signal` aborts first.
 */
export async function takeSlot(
  gate: Gate,
  client: string,
  signal?: AbortSignal,
): Promise<Release | null> {
  const release = await workSlots(gate).acquire(client, signal);
  if (!release) metrics().shed.inc({ what: gate });
  return release;
}

/**
 * Runs the rest of the chain holding a slot of `gate`, given back once the
 * answer's body is out, cut or cancelled. False when shed: the caller
 * answers. A client that leaves while it waits leaves the line and gets an
 * empty 503 nobody reads.
 */
export async function withSlot(
  c: Context,
  gate: Gate,
  next: () => Promise<void>,
): Promise<boolean> {
  const { signal } = c.req.raw;
  let release: Release | null;
  try {
    release = await takeSlot(gate, clientKey(c), signal);
  } catch {
    c.res = new Response(null, { status: 503, headers: SHED_HEADERS });
    return true;
  }
  if (!release) return false;
  try {
    await next();
  } catch (error) {
    release();
    throw error;
  }
  // A client gone before its answer started is never read from
  // (@hono/node-server skips it): given back then too.
  if (signal.aborted) release();
  else signal.addEventListener('abort', release, { once: true });
  c.res = releasedAtEnd(c.res, release);
  return true;
}

/**
 * The same answer, whose body calls `release` (once: it is idempotent) when it
 * ends, fails or is cancelled.
 */
function releasedAtEnd(response: Response, release: Release): Response {
  if (!response.body) {
    release();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = await reader.read();
          if (chunk.done) {
            release();
            controller.close();
            return;
          }
          controller.enqueue(chunk.value);
        } catch (error) {
          release();
          controller.error(error);
        }
      },
      cancel(reason) {
        release();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
