import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createFixtureShop } from '@/fixture-shop/index';
import { assertPortsFree, waitFor, watch } from '../../support/servers/processes';
import { expect, test } from '../../support/browser/fixtures';

/**
 * Start-up and shutdown of one process (docs/decisions/0082): the start-up line and the
 * plain-http warning as JSON, a drain that exits 0, and a second signal that
 * does not wait. The fleet test covers draining under load behind nginx.
 */
let port: number;
let base: string;
let metricsPort: number;

test.beforeAll(async ({ ports }) => {
  [port, metricsPort] = ports;
  base = `http://127.0.0.1:${port}`;
  await assertPortsFree(port, metricsPort);
});

/** Stops what a test started, whether it passed or not. */
let onTestEnd: () => void = () => undefined;
test.afterEach(() => {
  onTestEnd();
  onTestEnd = () => undefined;
});

test('a server logs its start as JSON, warns of a plain-http public origin, serves metrics on METRICS_PORT only, and exits 0 on SIGTERM', async () => {
  const server = watch(process.execPath, ['dist/serve-node.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    SHOP_PUBLIC_URL: 'http://shop.example.ir',
    METRICS_PORT: String(metricsPort),
    LOG_FORMAT: '',
  });
  onTestEnd = () => server.child.kill('SIGKILL');
  await waitFor(`${base}/healthz`);
  for (const path of ['/category/10', '/category/10', '/cart']) {
    const answer = await fetch(`${base}${path}`);
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
  }
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  for (const series of [
    /storefront_http_request_duration_seconds_count\{route="\/cart",status_class="2xx"\} 1/,
    /storefront_upstream_call_duration_seconds_count\{endpoint="\/api\/shop\/products"\} \d/,
    /storefront_page_cache_lookups_total\{result="hit"\} 1/,
    /storefront_page_cache_bytes [1-9]/,
    /storefront_image_variant_cache_lookups_total\{result="miss"\} 0/,
    /storefront_shop_state\{state="open"\} 1/,
    /nodejs_eventloop_lag_p99_seconds /,
    /process_resident_memory_bytes /,
    /nodejs_heap_size_used_bytes /,
  ]) {
    expect(metrics).toMatch(series);
  }
  const publicMetrics = await fetch(`${base}/metrics`);
  await publicMetrics.arrayBuffer();
  expect(publicMetrics.status).toBe(404);
  const entries = server.entries();
  expect(entries.find((entry) => entry.msg === 'listening')).toMatchObject({
    level: 'info',
    url: `http://localhost:${port}`,
    upstream: 'embedded fixture shop',
  });
  expect(entries.find((entry) => entry.level === 'warn')?.msg).toMatch(/plain http.*Secure/);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(
    server.entries().find((entry) => entry.msg === 'drained'),
    server.output(),
  ).toMatchObject({ inFlightAtSignal: 0, cut: 0 });
});

/**
 * The embedded fixture shop's code on a port of its own, holding every
 * /api/shop/products answer until `release()`: a page that lists products
 * stays in flight for as long as a test needs, however slow the machine (no
 * race against a delay).
 */
async function shopHoldingProductLists() {
  const shop = createFixtureShop();
  let held = 0;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      {
        fetch: async (request: Request) => {
          if (new URL(request.url).pathname === '/api/shop/products') {
            held += 1;
            await released;
          }
          return shop.handle(request);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(started as Server),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    heldCalls: () => held,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A server on such a shop; neither the call's time limit nor the drain's grace period ends a held page before the test does. */
function serverOn(shop: { url: string }) {
  return watch(process.execPath, ['dist/serve-node.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    SHOP_API_URL: shop.url,
    SHOP_API_TIMEOUT_MS: '120000',
    SHOP_SHUTDOWN_GRACE_MS: '600000',
    LOG_FORMAT: 'json',
  });
}

test('a second signal exits at once, cutting what is in flight', async () => {
  const shop = await shopHoldingProductLists();
  const server = serverOn(shop);
  try {
    await waitFor(`${base}/healthz`, 200, 30_000);
    const slow = fetch(`${base}/Products?q=second-signal`).then(
      (answer) => answer.text().then(() => 'answered'),
      () => 'cut',
    );
    await expect.poll(() => shop.heldCalls(), { timeout: 20_000 }).toBeGreaterThan(0);
    server.child.kill('SIGINT');
    await expect.poll(() => server.entries().some((entry) => entry.msg === 'draining')).toBe(true);
    server.child.kill('SIGINT');
    // Exits 1 without waiting for the page, which nothing else would end within the test's time:
    // "at once" is that it exits at all.
    expect(await server.exited).toBe(1);
    expect(await slow).toBe('cut');
    expect(
      server.entries().find((entry) => entry.msg === 'second signal: exiting at once'),
    ).toBeTruthy();
  } finally {
    server.child.kill('SIGKILL');
    await shop.close();
  }
});

test('SIGHUP is logged and ignored: the request in flight finishes and the server keeps serving', async () => {
  const shop = await shopHoldingProductLists();
  const server = serverOn(shop);
  onTestEnd = () => {
    server.child.kill('SIGKILL');
    void shop.close();
  };
  await waitFor(`${base}/healthz`, 200, 30_000);
  const slow = fetch(`${base}/Products?q=hang-up`).then(
    (answer) => answer.text().then(() => answer.status),
    () => 'cut',
  );
  // The page is surely in flight: its products call is held until the signal has been taken.
  await expect.poll(() => shop.heldCalls(), { timeout: 20_000 }).toBeGreaterThan(0);
  server.child.kill('SIGHUP');
  await expect
    .poll(() => server.entries().find((entry) => entry.signal === 'SIGHUP'))
    .toMatchObject({ level: 'info' });
  shop.release();
  expect(await slow).toBe(200);
  expect(server.child.exitCode).toBeNull();
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});

/** One run of the server that is expected to stop at once: its exit code and its lines (Node's own warnings left out). */
function runToExit(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['dist/serve-node.js'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_FORMAT: 'json', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  const lines = (text: string) =>
    text
      .trim()
      .split('\n')
      .filter((line) => line !== '');
  return { status: run.status, stdout: lines(run.stdout), stderr: lines(run.stderr) };
}

test('a busy METRICS_PORT prints one line naming it and exits 1, before the shop port is taken', async () => {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(metricsPort, '127.0.0.1', resolve));
  try {
    const run = runToExit({ PORT: String(port), METRICS_PORT: String(metricsPort) });
    expect(run.status).toBe(1);
    expect(run.stderr).toEqual([
      `Storefront not started: metrics port ${metricsPort} is already in use; stop what listens there or set METRICS_PORT`,
    ]);
    expect(run.stdout.some((line) => line.includes('"msg":"listening"'))).toBe(false);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
});

test('a METRICS_PORT equal to PORT prints one line naming it and exits 1', () => {
  const run = runToExit({ PORT: String(port), METRICS_PORT: String(port) });
  expect(run.status).toBe(1);
  expect(run.stderr).toEqual([
    `Invalid environment: METRICS_PORT must differ from PORT, where the shop is served (got "${port}")`,
  ]);
  expect(run.stdout).toEqual([]);
});
