import 'server-only';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type serve } from '@hono/node-server';
import packageJson from '../../../package.json';
import { serverConfig } from '../settings/config';
import { startDraining } from './drain-state';
import {
  SERVER_HEADERS_TIMEOUT_MS,
  SERVER_KEEP_ALIVE_TIMEOUT_MS,
  SERVER_REQUEST_TIMEOUT_MS,
  SERVER_TIMEOUT_CHECK_INTERVAL_MS,
  SERVER_WRITE_STALL_MS,
} from '@/lib/limits';
import { bridgeConsoleToLog } from './console-bridge';
import { logger } from '../observe/logger';
import { metrics } from '../observe/metrics';

/** What Waku's dist/serve-node.js passes. */
type ServeOptions = {
  fetch: Parameters<typeof serve>[0]['fetch'];
  port?: number;
  hostname?: string;
};

export type ServerTimeouts = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  writeStallMs: number;
  checkIntervalMs: number;
};

const TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: SERVER_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: SERVER_REQUEST_TIMEOUT_MS,
  keepAliveTimeoutMs: SERVER_KEEP_ALIVE_TIMEOUT_MS,
  writeStallMs: SERVER_WRITE_STALL_MS,
  checkIntervalMs: SERVER_TIMEOUT_CHECK_INTERVAL_MS,
};

export type StartOptions = {
  timeouts?: ServerTimeouts;
  /** Called once listening; logs the start line unless given. */
  onListening?: (port: number) => void;
  /** Called when the port cannot be taken; prints one line and exits 1 unless given. */
  onListenError?: (error: NodeJS.ErrnoException, port: number) => void;
  /** Drain on SIGTERM/SIGINT and open METRICS_PORT (the process's own server); false in tests. */
  ownsProcess?: boolean;
};

/** How often idle kept-alive connections are closed while draining. */
const IDLE_SWEEP_MS = 100;

/**
 * The storefront's HTTP server: its whole life in one place (docs/decisions/0008
 * and 0082). Waku's generated dist/serve-node.js calls this as the adapter's `serve`.
 *
 * - A slow client cannot hold a connection: headers must arrive within
 *   SERVER_HEADERS_TIMEOUT_MS and the whole request within
 *   SERVER_REQUEST_TIMEOUT_MS (Node answers 408 and closes), checked every
 *   second; an idle kept-alive connection closes after SERVER_KEEP_ALIVE_TIMEOUT_MS;
 *   an answer its client has stopped reading is cut after SERVER_WRITE_STALL_MS.
 * - The start line is logged once the port is taken; a busy port prints one
 *   line naming it and exits 1. From then on what libraries print on the
 *   console is logged as JSON lines too (./console-bridge.ts).
 * - Metrics are served on METRICS_PORT, never on the shop's port
 *   (docs/decisions/0081). Its listener is opened first: a busy METRICS_PORT
 *   prints one line naming it and exits 1 before the shop's port is taken
 *   (docs/decisions/0081), rather than leaving a shop without metrics.
 * - SIGTERM or SIGINT drains (docs/decisions/0082): /healthz answers 503, the
 *   port stops accepting, requests in flight finish within
 *   SHOP_SHUTDOWN_GRACE_MS and the process exits 0; what still runs then is
 *   cut (exit 1), and a second signal exits at once (exit 1).
 * - SIGHUP (a log rotation's `kill -HUP`) is logged and ignored: the logs go
 *   to stdout, there is nothing to reopen (docs/decisions/0082).
 */
export function startServer(options: ServeOptions, start: StartOptions = {}): Server {
  const timeouts = start.timeouts ?? TIMEOUTS;
  const port = options.port ?? serverConfig().port;
  const server = createAdaptorServer({
    fetch: options.fetch,
    hostname: options.hostname,
    serverOptions: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  }) as Server;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  cutStalledAnswers(server, timeouts.writeStallMs, timeouts.checkIntervalMs);
  server.on('error', (error: NodeJS.ErrnoException) =>
    (start.onListenError ?? exitOnListenError)(error, port, 'PORT'),
  );
  const listen = () =>
    server.listen(port, options.hostname, () => {
      if (start.ownsProcess !== false) bridgeConsoleToLog(logger);
      (start.onListening ?? logStartLine)((server.address() as AddressInfo).port);
    });
  if (start.ownsProcess === false) {
    listen();
    return server;
  }
  const config = serverConfig();
  ignoreHangUp();
  if (config.metricsPort === null) {
    drainOnSignals(server, config.shutdownGraceMs, () => undefined);
    listen();
  } else {
    const metricsServer = startMetricsServer(config.metricsPort, options.hostname, listen);
    drainOnSignals(server, config.shutdownGraceMs, () => metricsServer.close());
  }
  return server;
}

/**
 * Answers whose client stopped reading: bytes waiting in the server (the
 * answer's or its socket's queue) and no write completed for `stallMs`. Their
 * connection is destroyed, and what they held with it. An answer that writes
 * nothing (a page waiting on the shop API) has nothing waiting and is never cut;
 * a streamed page completes a write every few kilobytes, so only a client taking
 * less than a chunk in 30 s is cut (a single large write, a picture of a few
 * hundred kilobytes, counts as one).
 */
function cutStalledAnswers(server: Server, stallMs: number, everyMs: number): void {
  const watched = new Map<ServerResponse, { written: number; since: number }>();
  server.on('request', (_request, response: ServerResponse) => {
    watched.set(response, { written: 0, since: performance.now() });
    response.once('close', () => watched.delete(response));
  });
  const sweep = setInterval(() => {
    const now = performance.now();
    for (const [response, seen] of watched) {
      const socket = response.socket;
      const written = socket?.bytesWritten ?? 0;
      const waiting = response.writableLength + (socket?.writableLength ?? 0);
      if (!socket || waiting === 0 || written !== seen.written) {
        seen.written = written;
        seen.since = now;
      } else if (now - seen.since >= stallMs) {
        watched.delete(response);
        socket.destroy();
      }
    }
  }, everyMs);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}

/** Requests being answered: counted from the request to the close of its answer. */
function countInFlight(server: Server): () => number {
  let inFlight = 0;
  server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => (inFlight -= 1));
  });
  return () => inFlight;
}

function drainOnSignals(server: Server, graceMs: number, closeOthers: () => void): void {
  const inFlight = countInFlight(server);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger().warn({ signal, inFlight: inFlight() }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    startDraining();
    metrics().draining.set(1);
    const started = performance.now();
    const atSignal = inFlight();
    logger().info({ signal, inFlight: atSignal, graceMs }, 'draining');
    const finish = (code: number) => {
      const ms = Math.round(performance.now() - started);
      if (code === 0) logger().info({ inFlightAtSignal: atSignal, cut: 0, ms }, 'drained');
      else
        logger().warn(
          { inFlightAtSignal: atSignal, cut: inFlight(), ms },
          'grace period over: requests cut',
        );
      closeOthers();
      process.exit(code);
    };
    // Stops accepting; calls back once every connection has ended.
    server.close(() => finish(0));
    // A connection kept alive for a next request that will not come is closed
    // as soon as its answer is out (answers also carry Connection: close now).
    setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    setTimeout(() => finish(inFlight() === 0 ? 0 : 1), graceMs).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** SIGHUP would end the process (Node's default), cutting what is in flight: logged and ignored. */
function ignoreHangUp(): void {
  process.on('SIGHUP', () =>
    logger().info({ signal: 'SIGHUP' }, 'SIGHUP ignored: logs go to stdout, nothing to reopen'),
  );
}

function logStartLine(port: number): void {
  const config = serverConfig();
  logger().info(
    {
      url: `http://localhost:${port}`,
      upstream: config.shopApiUrl ? withoutCredentials(config.shopApiUrl) : 'embedded fixture shop',
      version: packageJson.version,
      node: process.version,
      metricsPort: config.metricsPort,
      trustProxy: config.trustProxy,
    },
    'listening',
  );
}

/** One plain line on stderr, like a bad setting: the server never started. */
function exitOnListenError(
  error: NodeJS.ErrnoException,
  port: number,
  variable: 'PORT' | 'METRICS_PORT',
): void {
  const what = variable === 'PORT' ? 'port' : 'metrics port';
  const reason =
    error.code === 'EADDRINUSE'
      ? `${what} ${port} is already in use; stop what listens there or set ${variable}`
      : `cannot listen on ${what} ${port}: ${error.code ?? error.message}`;
  console.error(`Storefront not started: ${reason}`);
  process.exit(1);
}

/**
 * Prometheus text on its own port (docs/decisions/0081); nothing else is
 * answered there. `then` runs once it listens.
 */
function startMetricsServer(port: number, hostname: string | undefined, then: () => void): Server {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const { registry } = metrics();
    registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
          .end(text),
      (error: unknown) => {
        logger().error({ err: error }, 'metrics failed');
        response.writeHead(500).end();
      },
    );
  });
  let listening = false;
  server.on('error', (error: NodeJS.ErrnoException) =>
    listening
      ? logger().error({ err: error, port }, 'metrics listener failed')
      : exitOnListenError(error, port, 'METRICS_PORT'),
  );
  server.listen(port, hostname, () => {
    listening = true;
    logger().info({ port }, 'metrics listening');
    then();
  });
  return server;
}

function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}
