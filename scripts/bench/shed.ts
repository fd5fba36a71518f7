import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { request } from 'undici';
import { startReplayServer } from '../../cli/replay-server';
import { createFixtureShop } from '../../src/fixture-shop/index';
import { stop, waitFor, watch, type Watched } from '../../tests/support/servers/processes';
import { SAMPLE_CATEGORY_PATH } from './sample-paths';
import { residentMiB } from './server-process';
import { PRODUCTS_PATH, ABOUT_US_PATH } from '../../src/lib/routing/route-paths';
import { rscUrlOfRoute } from '../../src/lib/routing/rsc-path';

/**
 * Bounded work (docs/decisions/0084; `npm run bench -- --only shed`): one storefront
 * under 800 concurrent clients for 20 s — pages nobody asked before, shop API
 * calls, pictures and RSC payloads — with a shop API answering after 3 s and
 * with a normal one; the heap capped as the container does it
 * (Dockerfile, deploy/kubernetes). While it runs, a kept page, a static
 * file and /healthz are asked every 250 ms. Then the abandoned picture
 * burst of the issue: 375 requests given up after 0.2 s, then one picture
 * nobody asked before; and 300 abandoned pictures on a 2 s picture source,
 * counting the calls that still reach it.
 */
export const SHED_CLIENTS = 800;
export const SHED_SECONDS = 20;
/** The heap the shipped container sizes for a 640 MiB memory limit (deploy/kubernetes/deployment.yaml). */
export const BENCH_HEAP_MIB = 320;

const AVIF = 'image/avif,image/webp,image/*,*/*;q=0.8';
const ACCEPTS = [AVIF, 'image/webp,image/*,*/*;q=0.8', 'image/*,*/*;q=0.8'];
const WIDTHS = [160, 240, 320, 480, 640];

export type ShedRow = {
  upstream: string;
  requests: number;
  shedShare: number;
  errors: number;
  peakRssMiB: number;
  idleRssMiB: number;
  keptServed: string;
  keptMaxMs: number;
  staticServed: string;
  healthServed: string;
  healthMaxMs: number;
  up: boolean;
};

export type BurstFigures = {
  /** The burst (25 ids × 5 widths × 3 Accept), given up after 0.2 s, on the embedded photos. */
  burst: number;
  shedAtOnce: number;
  uncachedAfterMs: number;
  madeAfterClientsLeft: number;
  /** 300 pictures given up after 0.2 s on a picture source taking 2 s. */
  slowBurst: number;
  slowSourceCalls: number;
};

type Probe = { ok: number; total: number; maxMs: number };

/** Asks `url` every 250 ms until `until` resolves: how many answered 200, and the slowest. */
async function probe(url: string, until: Promise<unknown>): Promise<Probe> {
  const figures: Probe = { ok: 0, total: 0, maxMs: 0 };
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const status = await request(url, { signal: AbortSignal.timeout(15_000) }).then(
      async (answer) => (await answer.body.dump(), answer.statusCode),
      () => 0,
    );
    figures.total += 1;
    if (status === 200) figures.ok += 1;
    figures.maxMs = Math.max(figures.maxMs, Math.round(performance.now() - started));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return figures;
}

function storefront(port: number, env: Record<string, string>): Watched {
  return watch(process.execPath, [`--max-old-space-size=${BENCH_HEAP_MIB}`, 'dist/serve-node.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    ...env,
  });
}

async function mediaIds(base: string): Promise<string[]> {
  const answer = (await (await fetch(`${base}/api/shop/products?page=1&size=40`)).json()) as {
    value: { result: Array<{ images?: string[] | null; image?: string | null }> };
  };
  const ids = answer.value.result.flatMap((product) => [
    ...(product.images ?? []),
    product.image ?? '',
  ]);
  return [...new Set(ids.filter((id) => /^[0-9a-f-]{36}$/.test(id)))];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One run of 800 clients for 20 s against a storefront in front of `apiUrl`. */
async function loadRun(label: string, port: number, apiUrl: string): Promise<ShedRow> {
  const cache = mkdtempSync(path.join(os.tmpdir(), 'bench-shed-images-'));
  const shop = storefront(port, {
    SHOP_API_URL: apiUrl,
    SHOP_IMAGE_BASE_URL: `${apiUrl}/media/`,
    SHOP_IMAGE_CACHE_DIR: cache,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/healthz`, 200, 60_000);
    const kept = await (await fetch(`${base}${ABOUT_US_PATH}`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(kept)?.[0] ?? '/favicon.ico';
    const ids = await mediaIds(base);
    let peak = residentMiB(shop.child.pid!);
    const alive = () => shop.child.exitCode === null && shop.child.signalCode === null;
    const sampler = setInterval(() => {
      if (alive()) peak = Math.max(peak, residentMiB(shop.child.pid!));
    }, 100);
    const nonce = () => Math.random().toString(36).slice(2);
    const load = Promise.resolve(
      autocannon({
        url: base,
        connections: SHED_CLIENTS,
        duration: SHED_SECONDS,
        timeout: 30,
        requests: [
          { setupRequest: (r) => ({ ...r, method: 'GET', path: `${PRODUCTS_PATH}?q=${nonce()}` }) },
          {
            setupRequest: (r) => ({
              ...r,
              method: 'GET',
              path: `${SAMPLE_CATEGORY_PATH}?shed=${nonce()}`,
            }),
          },
          {
            setupRequest: (r) => ({
              ...r,
              method: 'GET',
              path: rscUrlOfRoute(PRODUCTS_PATH, `q=${nonce()}`),
            }),
          },
          {
            setupRequest: (r) => ({
              ...r,
              method: 'GET',
              path: `/api/shop/products?page=${1 + Math.floor(Math.random() * 50)}&size=10`,
            }),
          },
          {
            setupRequest: (r) => ({
              ...r,
              method: 'GET',
              path: `/_img/${pick(WIDTHS)}/m/${pick(ids)}`,
              headers: { accept: pick(ACCEPTS) },
            }),
          },
        ],
      }),
    );
    const [result, keptProbe, staticProbe, healthProbe] = await Promise.all([
      load,
      probe(`${base}${ABOUT_US_PATH}`, load),
      probe(`${base}${asset}`, load),
      probe(`${base}/healthz`, load),
    ]);
    clearInterval(sampler);
    const up =
      alive() &&
      (await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ));
    if (!up)
      console.error(
        `[shed] the storefront died (${label}):\n${shop.output().split('\n').slice(-15).join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idle = up ? residentMiB(shop.child.pid!) : 0;
    const shed = result.statusCodeStats?.['503']?.count ?? 0;
    const share = (p: Probe) => `${p.ok}/${p.total}`;
    return {
      upstream: label,
      requests: result.requests.total,
      shedShare: Math.round((shed / Math.max(1, result.requests.total)) * 1000) / 10,
      errors: result.errors + result.timeouts,
      peakRssMiB: Math.round(peak),
      idleRssMiB: Math.round(idle),
      keptServed: share(keptProbe),
      keptMaxMs: keptProbe.maxMs,
      staticServed: share(staticProbe),
      healthServed: share(healthProbe),
      healthMaxMs: healthProbe.maxMs,
      up,
    };
  } finally {
    await stop(shop);
    rmSync(cache, { recursive: true, force: true });
  }
}

/** Requests (URL and Accept) sent all at once and given up after `afterMs`: their statuses, 0 for those given up. */
function abandonAll(
  requests: Array<readonly [string, string]>,
  afterMs: number,
): Promise<number[]> {
  return Promise.all(
    requests.map(([url, accept]) =>
      request(url, { headers: { accept }, signal: AbortSignal.timeout(afterMs) }).then(
        async (answer) => (await answer.body.dump(), answer.statusCode),
        () => 0,
      ),
    ),
  );
}

async function burstFigures(port: number, slowApiPort: number): Promise<BurstFigures> {
  // The burst on the embedded photos scenario (camera-sized pictures).
  const cache = mkdtempSync(path.join(os.tmpdir(), 'bench-burst-images-'));
  const shop = storefront(port, {
    SHOP_FIXTURES: 'photos',
    SHOP_IMAGE_CACHE_DIR: cache,
    METRICS_PORT: String(port + 1),
  });
  const base = `http://127.0.0.1:${port}`;
  const slowShop = createFixtureShop({ scenario: 'slow', slowDelayMs: 2000 });
  let slowCalls = 0;
  const counted = Object.assign(Object.create(slowShop) as typeof slowShop, {
    handle: (incoming: Request) => {
      if (new URL(incoming.url).pathname.startsWith('/api/shop/media/')) slowCalls += 1;
      return slowShop.handle(incoming);
    },
  });
  const slowApi = await startReplayServer({ shop: counted, port: slowApiPort, host: '127.0.0.1' });
  const slowCache = mkdtempSync(path.join(os.tmpdir(), 'bench-burst-slow-'));
  const slowFront = storefront(port + 2, {
    SHOP_API_URL: slowApi.url,
    SHOP_IMAGE_BASE_URL: `${slowApi.url}/media/`,
    SHOP_IMAGE_CACHE_DIR: slowCache,
  });
  try {
    await waitFor(`${base}/healthz`, 200, 60_000);
    const ids = await mediaIds(base);
    // The photos are made at first use by the fixture shop: make them first, so only the endpoint is measured.
    for (const id of ids) await (await fetch(`${base}/api/shop/media/${id}`)).arrayBuffer();
    const [spare, ...burstIds] = ids;
    const burst = burstIds
      .slice(0, 25)
      .flatMap((id) =>
        WIDTHS.flatMap((width) =>
          ACCEPTS.map((accept) => [`${base}/_img/${width}/m/${id}`, accept] as const),
        ),
      );
    const statuses = await abandonAll(burst, 200);
    const madeAtAbandon = readdirSync(cache).length;
    const started = performance.now();
    const one = await fetch(`${base}/_img/1280/m/${spare}`, { headers: { accept: AVIF } });
    await one.arrayBuffer();
    const uncachedAfterMs = Math.round(performance.now() - started);
    // Give whatever was still running time to finish, then count what was made after the clients left.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const madeAfterClientsLeft = Math.max(
      0,
      readdirSync(cache).length - madeAtAbandon - (one.status === 200 ? 1 : 0),
    );

    await waitFor(`http://127.0.0.1:${port + 2}/healthz`, 200, 60_000);
    const slowIds = (await mediaIds(`http://127.0.0.1:${port + 2}`)).slice(0, 60);
    slowCalls = 0;
    const slowBurst = slowIds.flatMap((id) =>
      WIDTHS.map((width) => [`http://127.0.0.1:${port + 2}/_img/${width}/m/${id}`, AVIF] as const),
    );
    await abandonAll(slowBurst, 200);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    return {
      burst: burst.length,
      shedAtOnce: statuses.filter((status) => status === 503).length,
      uncachedAfterMs,
      madeAfterClientsLeft,
      slowBurst: slowBurst.length,
      slowSourceCalls: slowCalls,
    };
  } finally {
    await Promise.all([stop(shop), stop(slowFront), slowApi.close()]);
    rmSync(cache, { recursive: true, force: true });
    rmSync(slowCache, { recursive: true, force: true });
  }
}

export async function measureShedding(
  basePort: number,
): Promise<{ rows: ShedRow[]; burst: BurstFigures }> {
  const apiPort = basePort + 5;
  const rows: ShedRow[] = [];
  for (const [label, args] of [
    ['3 s shop API', ['--scenario', 'slow', '--slow-delay', '3000']],
    ['normal shop API', []],
  ] as const) {
    const api = watch(
      process.execPath,
      ['--import', 'tsx', 'scripts/fixture-server.ts', '--port', String(apiPort), ...args],
      {},
    );
    try {
      await waitFor(`http://127.0.0.1:${apiPort}/api/shop/get-data`, 200, 60_000);
      rows.push(await loadRun(label, basePort, `http://127.0.0.1:${apiPort}`));
    } finally {
      await stop(api);
    }
  }
  return { rows, burst: await burstFigures(basePort, apiPort) };
}
