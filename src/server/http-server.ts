import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { serverConfig } from './config';
import {
  SERVER_HEADERS_TIMEOUT_MS,
  SERVER_KEEP_ALIVE_TIMEOUT_MS,
  SERVER_REQUEST_TIMEOUT_MS,
  SERVER_TIMEOUT_CHECK_INTERVAL_MS,
} from './limits';

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
  checkIntervalMs: number;
};

const TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: SERVER_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: SERVER_REQUEST_TIMEOUT_MS,
  keepAliveTimeoutMs: SERVER_KEEP_ALIVE_TIMEOUT_MS,
  checkIntervalMs: SERVER_TIMEOUT_CHECK_INTERVAL_MS,
};

export type StartOptions = {
  timeouts?: ServerTimeouts;
  /** Called once listening; prints the start line unless given. */
  onListening?: (port: number) => void;
  /** Called when the port cannot be taken; prints one line and exits 1 unless given. */
  onListenError?: (error: NodeJS.ErrnoException, port: number) => void;
};

/**
 * The storefront's HTTP server: its whole life in one place (issue 15, and
 * issue 16's draining after it). Waku's generated dist/serve-node.js calls
 * this as the adapter's `serve`.
 *
 * - A slow client cannot hold a connection: headers must arrive within
 *   SERVER_HEADERS_TIMEOUT_MS and the whole request within
 *   SERVER_REQUEST_TIMEOUT_MS (Node answers 408 and closes), checked every
 *   second; an idle kept-alive connection closes after SERVER_KEEP_ALIVE_TIMEOUT_MS.
 * - The start line is printed once the port is taken; a busy port prints one
 *   line naming it and exits 1.
 */
export function startServer(options: ServeOptions, start: StartOptions = {}): Server {
  const timeouts = start.timeouts ?? TIMEOUTS;
  const port = options.port ?? serverConfig().port;
  const server = serve(
    {
      fetch: options.fetch,
      port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: timeouts.headersTimeoutMs,
        requestTimeout: timeouts.requestTimeoutMs,
        connectionsCheckingInterval: timeouts.checkIntervalMs,
      },
    },
    (info) => (start.onListening ?? printStartLine)(info.port),
  ) as Server;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  server.on('error', (error: NodeJS.ErrnoException) => (start.onListenError ?? exitOnListenError)(error, port));
  return server;
}

function printStartLine(port: number): void {
  const upstream = serverConfig().shopApiUrl;
  console.log(`Storefront on http://localhost:${port} (${upstream ? `shop API ${upstream}` : 'the embedded fixture shop'})`);
}

function exitOnListenError(error: NodeJS.ErrnoException, port: number): void {
  const reason =
    error.code === 'EADDRINUSE'
      ? `port ${port} is already in use; stop what listens there or set PORT`
      : `cannot listen on port ${port}: ${error.code ?? error.message}`;
  console.error(`Storefront not started: ${reason}`);
  process.exit(1);
}
