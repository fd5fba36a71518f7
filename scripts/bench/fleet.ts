import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { checkNginxConfig, startNginx, writeNginxConfig } from '../../tests/support/servers/nginx';
import { stop, waitFor, watch, type Watched } from '../../tests/support/servers/processes';
import { checkAllAnswered, FigureError } from './figures';
import { SAMPLE_CATEGORY_PATH, SAMPLE_PRODUCT_PATH } from './sample-paths';
import { CART_PATH, HOME_PATH, LOGIN_PATH } from '../../src/lib/routing/route-paths';

/**
 * The fleet figures (docs/deploy.md): two instances on the embedded shop behind
 * nginx with deploy/nginx/storefront.conf, against one instance without the
 * proxy, in the same run; the share of answers the proxy served from its
 * cache; and what a SIGTERM and a kill -9 under load cost.
 */
export type Figures = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};
export type FleetRow = { page: string; direct: Figures; proxied: Figures; cacheShare: number };
export type StopRow = {
  signal: 'SIGTERM' | 'SIGKILL';
  requests: number;
  lost: number;
  inFlightAtSignal: number | null;
  cut: number | null;
  drainMs: number | null;
  exitCode: number | null;
};

const PAGES = [
  { page: 'home', path: HOME_PATH },
  { page: 'category', path: SAMPLE_CATEGORY_PATH },
  // Followed to the product's canonical URL: the redirect itself is never cached.
  { page: 'product', path: SAMPLE_PRODUCT_PATH },
];
/** Answers that reach an instance whatever the proxy keeps. */
const UNCACHED_MIX = [
  CART_PATH,
  LOGIN_PATH,
  '/api/shop/get-data',
  '/api/shop/products?page=1&size=10',
  HOME_PATH,
];

async function run(
  url: string,
  seconds: number,
  paths: string[],
  connections = 10,
): Promise<Figures & { total: number; lost: number }> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  // Every path here answers 200 when all is well; a redirect or a 4xx means the figures are of something else.
  const unexpected = result.non2xx - result['5xx'];
  if (unexpected > 0)
    throw new FigureError(`${url} ${paths.join(' ')}: ${unexpected} answers neither 2xx nor 5xx`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    lost: result.errors + result.timeouts + result['5xx'],
  };
}

function accessLog(dir: string): Array<{ uri: string; cache: string }> {
  return readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { uri: string; cache: string });
}

export async function measureFleet(
  basePort: number,
  seconds: number,
): Promise<{ rows: FleetRow[]; stops: StopRow[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-fleet-bench-'));
  const ports = [basePort + 1, basePort + 2];
  const instances: Array<Watched | undefined> = [];
  const start = (index: number) => {
    instances[index] = watch(process.execPath, ['dist/serve-node.js'], {
      PORT: String(ports[index]),
      HOST: '127.0.0.1',
      SHOP_TRUST_PROXY: '1',
      LOG_FORMAT: 'json',
    });
    return waitFor(`http://127.0.0.1:${ports[index]}/healthz`);
  };
  let nginx: Watched | undefined;
  try {
    await Promise.all([start(0), start(1)]);
    const config = writeNginxConfig({
      dir,
      port: basePort,
      instances: ports.map((port) => `127.0.0.1:${port}`),
    });
    const checked = checkNginxConfig(config);
    if (!checked.ok) throw new Error(checked.output);
    nginx = startNginx(config);
    const proxy = `http://127.0.0.1:${basePort}`;
    await waitFor(`${proxy}/healthz`);

    const rows: FleetRow[] = [];
    for (const { page, path: given } of PAGES) {
      const location = (await fetch(`${proxy}${given}`, { redirect: 'manual' })).headers.get(
        'location',
      );
      const pagePath = location ? new URL(location, proxy).pathname : given;
      const direct = await run(`http://127.0.0.1:${ports[0]}`, seconds, [pagePath]);
      checkAllAnswered(direct, `${page} from one instance`);
      const before = accessLog(dir).length;
      const proxied = await run(proxy, seconds, [pagePath]);
      // A proxy answering 502 fast would score well: only figures of 2xx answers count.
      checkAllAnswered(proxied, `${page} through the proxy`);
      const answers = accessLog(dir).slice(before);
      if (answers.length === 0)
        throw new FigureError(`${page} through the proxy: nothing in nginx's access log`);
      const hits = answers.filter((entry) => entry.cache === 'HIT').length;
      rows.push({
        page,
        direct,
        proxied,
        cacheShare: Math.round((hits / answers.length) * 10_000) / 100,
      });
    }

    const stops: StopRow[] = [];
    for (const signal of ['SIGTERM', 'SIGKILL', 'SIGKILL', 'SIGKILL'] as const) {
      const target = instances[1]!;
      const load = run(proxy, seconds, UNCACHED_MIX, 50);
      // For the drain, requests straight to the instance as well, so that some are in
      // flight at the signal; the instance's own log says whether any was cut (those
      // refused after the signal are not counted here).
      const direct =
        signal === 'SIGTERM'
          ? run(`http://127.0.0.1:${ports[1]}`, seconds, UNCACHED_MIX, 10)
          : null;
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
      target.child.kill(signal);
      const [result, exitCode] = await Promise.all([load, target.exited, direct]);
      const drained = target
        .entries()
        .find(
          (entry) => entry.msg === 'drained' || entry.msg === 'grace period over: requests cut',
        );
      const draining = target.entries().find((entry) => entry.msg === 'draining');
      if (signal === 'SIGTERM' && (!drained || !draining)) {
        throw new FigureError(
          `the instance stopped by SIGTERM logged no drain (exit ${String(exitCode)})`,
        );
      }
      stops.push({
        signal,
        requests: result.total,
        lost: result.lost,
        inFlightAtSignal: draining ? Number(draining.inFlight) : null,
        cut: drained ? Number(drained.cut) : null,
        drainMs: drained ? Number(drained.ms) : null,
        exitCode,
      });
      await start(1);
      // nginx rests a failed instance 5 s before it tries it again.
      await new Promise((resolve) => setTimeout(resolve, 6000));
    }
    return { rows, stops };
  } finally {
    await Promise.all([stop(nginx), ...instances.map(stop)]);
    rmSync(dir, { recursive: true, force: true });
  }
}
