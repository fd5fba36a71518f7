import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import packageJson from '../../package.json';
import { serverConfig } from './config';
import { startDraining } from './drain-state';
import { logger } from './logger';
import { metrics } from './metrics';

/**
 * The HTTP server's life: start-up line, the metrics listener on
 * METRICS_PORT, and the drain on SIGTERM/SIGINT (docs/decisions/0082). The
 * drain marks the process draining (/healthz answers 503), stops accepting
 * connections, lets the requests in flight finish within
 * SHOP_SHUTDOWN_GRACE_MS and exits 0; requests still running then are cut
 * (exit 1), and a second signal exits at once (exit 1).
 */
type ServeOptions = Parameters<typeof serve>[0];

/** How often idle kept-alive connections are closed while draining. */
const IDLE_SWEEP_MS = 100;

export function startServer(options: ServeOptions): Server {
  const config = serverConfig();
  const server = serve({ ...options, port: options.port ?? config.port }, (info) => listening(info)) as Server;
  let inFlight = 0;
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight += 1;
    response.once('close', () => (inFlight -= 1));
  });
  const metricsServer = config.metricsPort === null ? null : startMetricsServer(config.metricsPort, options.hostname);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger().warn({ signal, inFlight }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    startDraining();
    metrics().draining.set(1);
    const started = performance.now();
    const atSignal = inFlight;
    logger().info({ signal, inFlight: atSignal, graceMs: config.shutdownGraceMs }, 'draining');
    const finish = (code: number) => {
      const ms = Math.round(performance.now() - started);
      if (code === 0) logger().info({ inFlightAtSignal: atSignal, cut: 0, ms }, 'drained');
      else logger().warn({ inFlightAtSignal: atSignal, cut: inFlight, ms }, 'grace period over: requests cut');
      metricsServer?.close();
      process.exit(code);
    };
    // Stops accepting; calls back once every connection has ended.
    server.close(() => finish(0));
    // A connection kept alive for a next request that will not come is closed
    // as soon as its answer is out (answers also carry Connection: close now).
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    setTimeout(() => finish(inFlight === 0 ? 0 : 1), config.shutdownGraceMs).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}

function listening(info: AddressInfo): void {
  const config = serverConfig();
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  logger().info(
    {
      url: `http://${host}:${info.port}`,
      upstream: config.shopApiUrl ? withoutCredentials(config.shopApiUrl) : 'embedded fixture shop',
      version: packageJson.version,
      node: process.version,
      metricsPort: config.metricsPort,
      trustProxy: config.trustProxy,
    },
    'listening',
  );
  const warning = plainHttpWarning(config.publicUrl);
  if (warning) logger().warn({ publicUrl: config.publicUrl }, warning);
}

/** Prometheus text on its own port (docs/decisions/0081); nothing else is answered there. */
function startMetricsServer(port: number, hostname: string | undefined): Server {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const { registry } = metrics();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        logger().error({ err: error }, 'metrics failed');
        response.writeHead(500).end();
      },
    );
  });
  server.on('error', (error) => logger().error({ err: error, port }, 'metrics listener failed'));
  server.listen(port, hostname, () => logger().info({ port }, 'metrics listening'));
  return server;
}

function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The start-up warning for a public origin over plain http on a host other
 * than loopback: the auth cookie is Secure, so no session survives there.
 */
export function plainHttpWarning(publicUrl: string | null): string | null {
  if (!publicUrl) return null;
  const url = new URL(publicUrl);
  if (url.protocol !== 'http:' || LOOPBACK.test(url.hostname)) return null;
  return 'SHOP_PUBLIC_URL is plain http on a host other than loopback: the auth cookie is Secure, so shoppers cannot stay logged in; serve it over https';
}
