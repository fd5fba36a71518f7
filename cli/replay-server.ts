import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { FixtureShop } from '../src/fixture-shop/index';
import { isLoopback } from '../src/lib/traffic/loopback';
import { isCrossSite } from '../src/lib/traffic/cross-site';

/**
 * The fixture shop over HTTP, with the control endpoints of `shop replay`:
 * POST /__fixtures/scenario {name} and POST /__fixtures/reset, answered only
 * to loopback clients and never to a browser's request from a page of another
 * site (a page the developer has open could otherwise switch the scenario with
 * a text/plain POST).
 */
export type ReplayServer = { url: string; close(): Promise<void> };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function control(shop: FixtureShop, request: Request, pathname: string): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'POST only' });
  if (pathname === '/__fixtures/reset') {
    shop.reset();
    return json(200, { scenario: shop.scenario, reset: true });
  }
  if (pathname === '/__fixtures/scenario') {
    const body = (await request.json().catch(() => null)) as { name?: unknown } | null;
    try {
      shop.setScenario(String(body?.name ?? ''));
    } catch (error) {
      return json(400, { error: (error as Error).message });
    }
    return json(200, { scenario: shop.scenario });
  }
  return json(404, { error: 'unknown control endpoint' });
}

export function startReplayServer(options: {
  shop: FixtureShop;
  port: number;
  host: string;
  /** One line per control request (the shop logs its own requests). */
  log?: (line: string) => void;
}): Promise<ReplayServer> {
  const { shop } = options;
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        hostname: options.host,
        port: options.port,
        fetch: (request: Request, env: HttpBindings | Http2Bindings) => {
          const pathname = new URL(request.url).pathname;
          if (!pathname.startsWith('/__fixtures/')) return shop.handle(request);
          const started = performance.now();
          const answer = !isLoopback(env.incoming.socket.remoteAddress ?? '')
            ? Promise.resolve(json(403, { error: 'loopback only' }))
            : isCrossSite(request, null)
              ? Promise.resolve(json(403, { error: 'not from a page of another site' }))
              : control(shop, request, pathname);
          return answer.then((response) => {
            options.log?.(
              `${request.method} ${pathname} ${response.status} ${Math.round(performance.now() - started)}ms`,
            );
            return response;
          });
        },
      },
      (info: AddressInfo) => {
        const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
        resolve({
          url: `http://${host}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              if ('closeAllConnections' in server) server.closeAllConnections();
              server.close(() => done());
            }),
        });
      },
    );
    // A port in use or an address that cannot be bound rejects instead of crashing.
    server.once('error', reject);
  });
}
