import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { checkNginxConfig, startNginx, writeNginxConfig } from '../../support/servers/nginx';
import {
  assertPortsFree,
  requestsInFlight,
  stop,
  waitFor,
  watch,
  type Watched,
} from '../../support/servers/processes';
import { expect, test } from '../../support/browser/fixtures';

/**
 * The fleet (docs/deploy.md): two storefront instances behind nginx running the
 * shipped deploy/nginx/storefront.conf, both on one fixture shop API (the
 * embedded shop's code on its own port, so that its scenario can be switched
 * for the whole fleet at once, as one shop API serves a real fleet).
 *
 * Five of the worker's ports: nginx, the two instances, the shop API and the second
 * instance's metrics (set in beforeAll).
 */
let proxyPort: number;
let PROXY: string;
let INSTANCE_PORTS: [number, number];
let API_PORT: number;
let API: string;
/** The second instance's metrics (its requests in flight). */
let METRICS_URL: string;
/** Short, so that the test waits mostly on the proxy's page lifetime. */
const SHOP_DATA_TTL_MS = 1000;
/** The catalogue's s-maxage (src/lib/routing/cache-policy.ts), which nginx honours. */
const PROXY_PAGE_LIFETIME_MS = 60_000;
/** Each call of the fixture shop's `slow` scenario takes this long. */
const SLOW_DELAY_MS = 1500;

let dir: string;
let api: Watched;
let nginx: Watched | undefined;
const instances: Array<Watched | undefined> = [undefined, undefined];

function startInstance(index: number): Watched {
  const port = INSTANCE_PORTS[index]!;
  const instance = watch(process.execPath, ['dist/serve-node.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    SHOP_API_URL: API,
    SHOP_IMAGE_BASE_URL: `${API}/media/`,
    SHOP_DATA_TTL_MS: String(SHOP_DATA_TTL_MS),
    SHOP_TRUST_PROXY: '1',
    SHOP_SHUTDOWN_GRACE_MS: '10000',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    ...(index === 1 ? { METRICS_PORT: new URL(METRICS_URL).port } : {}),
  });
  instances[index] = instance;
  return instance;
}

/**
 * Restarts an instance and waits until nginx sends it traffic again (the proxy
 * rests a failed instance for fail_timeout, 5 s, before it tries it again).
 */
async function restartInstance(index: number): Promise<void> {
  const instance = startInstance(index);
  await waitFor(`http://127.0.0.1:${INSTANCE_PORTS[index]}/healthz`);
  const deadline = Date.now() + 20_000;
  while (requestLines(instance, '/cart').length === 0) {
    if (Date.now() > deadline)
      throw new Error(`nginx sent nothing to the restarted instance ${index}`);
    await get('/cart');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function setScenario(name: string): Promise<void> {
  const answer = await fetch(`${API}/__fixtures/scenario`, {
    method: 'POST',
    body: JSON.stringify({ name }),
  });
  expect(answer.status).toBe(200);
}

/** The requests an instance has answered (its request lines). */
function answered(instance: Watched | undefined): number {
  return (instance?.entries() ?? []).filter((entry) => entry.msg === 'request').length;
}

/** The request lines an instance logged for a route. */
function requestLines(instance: Watched | undefined, route: string) {
  return (instance?.entries() ?? []).filter(
    (entry) => entry.msg === 'request' && entry.route === route,
  );
}

/**
 * The answers nginx has cut so far because their instance closed the
 * connection after the answer had begun (its error log: "upstream prematurely
 * closed connection while reading upstream", or a reset at that point). A
 * connection lost before the answer began reads "… while reading response
 * header from upstream", and nginx retries that GET on the other instance.
 */
function answersCut(): number {
  const log = readFileSync(path.join(dir, 'logs', 'error.log'), 'utf8');
  return log.split('\n').filter((line) => line.includes(' while reading upstream,')).length;
}

/** What a load through the proxy came to, as an HTTP client that reads each answer whole sees it. */
type LoadOutcome = {
  /** Answers read whole, by status. */
  statuses: Map<number, number>;
  /** Requests that failed before their answer began (no status came). */
  failed: string[];
  /** Answers whose status came and whose body was cut before its end. */
  cut: string[];
  /** Requests that waited past the 30 s bound, before or during their answer. */
  timedOut: string[];
};

/**
 * GETs through the proxy on `connections` connections, one at a time on each,
 * until `amount` have been sent or `until()` says so. Not autocannon: it reads
 * the answers of every connection with one parser, so an answer cut half-way
 * swallows the next answer, on the next connection, as the rest of its body
 * and then times out (shown with a server cutting one Content-Length answer:
 * 18 of 20 counted, one timeout). undici reads each connection afresh.
 */
async function loadThroughProxy(options: {
  connections: number;
  path: (index: number) => string;
  amount?: number;
  until?: () => boolean;
}): Promise<LoadOutcome> {
  const pool = new Pool(PROXY, {
    connections: options.connections,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const outcome: LoadOutcome = { statuses: new Map(), failed: [], cut: [], timedOut: [] };
  const describe = (pathname: string, error: unknown) =>
    `${pathname}: ${(error as { code?: string }).code ?? String(error)}`;
  const timedOut = (error: unknown) => /TIMEOUT/.test((error as { code?: string }).code ?? '');
  let sent = 0;
  const connection = async () => {
    while (sent < (options.amount ?? Infinity) && !options.until?.()) {
      const pathname = options.path(sent++);
      let answer;
      try {
        answer = await pool.request({ path: pathname, method: 'GET' });
      } catch (error) {
        (timedOut(error) ? outcome.timedOut : outcome.failed).push(describe(pathname, error));
        continue;
      }
      try {
        await answer.body.arrayBuffer();
        outcome.statuses.set(answer.statusCode, (outcome.statuses.get(answer.statusCode) ?? 0) + 1);
      } catch (error) {
        (timedOut(error) ? outcome.timedOut : outcome.cut).push(describe(pathname, error));
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, connection));
  } finally {
    await pool.close();
  }
  return outcome;
}

/** "1997 × 200, 3 × 304": the statuses of a load's answers. */
function statusList(outcome: LoadOutcome): string {
  return [...outcome.statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
}

/** How many of a load's answers have a status that `matches`. */
function answersWhere(outcome: LoadOutcome, matches: (status: number) => boolean): number {
  return [...outcome.statuses].reduce(
    (sum, [status, count]) => sum + (matches(status) ? count : 0),
    0,
  );
}

async function get(pathname: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${PROXY}${pathname}`, { redirect: 'manual', headers });
  await answer.arrayBuffer();
  return answer;
}

/**
 * Asks for a catalogue page until the proxy answers it from its cache. An
 * instance streams a page it renders to that shopper only (private, with a
 * nonce), and answers the next ones with the copy it kept, which the proxy
 * may keep (docs/decisions/0086): with two instances taking turns, a few
 * answers before the proxy has it.
 */
async function untilProxyKeeps(pathname: string): Promise<Response[]> {
  const answers: Response[] = [];
  while (answers.length < 6) {
    const answer = await get(pathname);
    answers.push(answer);
    if (answer.headers.get('x-cache-status') === 'HIT') return answers;
  }
  throw new Error(`${pathname}: never answered from the proxy cache`);
}

test.describe.serial('a fleet behind the shipped nginx config', () => {
  test.beforeAll(async ({ ports }) => {
    test.setTimeout(90_000);
    const [nginxPort, firstPort, secondPort, apiPort, metricsPort] = ports;
    proxyPort = nginxPort;
    INSTANCE_PORTS = [firstPort, secondPort];
    API_PORT = apiPort;
    PROXY = `http://127.0.0.1:${proxyPort}`;
    API = `http://127.0.0.1:${API_PORT}`;
    METRICS_URL = `http://127.0.0.1:${metricsPort}/metrics`;
    await assertPortsFree(
      proxyPort,
      ...INSTANCE_PORTS,
      API_PORT,
      Number(new URL(METRICS_URL).port),
    );
    dir = mkdtempSync(path.join(tmpdir(), 'storefront-fleet-'));
    api = watch(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/fixture-server.ts',
        '--port',
        String(API_PORT),
        '--slow-delay',
        String(SLOW_DELAY_MS),
      ],
      {},
    );
    await waitFor(`${API}/api/shop/get-data`);
    startInstance(0);
    startInstance(1);
    await Promise.all(INSTANCE_PORTS.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)));
    const config = writeNginxConfig({
      dir,
      port: proxyPort,
      instances: INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`),
    });
    const checked = checkNginxConfig(config);
    expect(checked.ok, checked.output).toBe(true);
    nginx = startNginx(config);
    await waitFor(`${PROXY}/healthz`);
  });

  test.afterAll(async () => {
    await Promise.all([stop(nginx), ...instances.map(stop), stop(api)]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('both instances serve traffic, under the proxy’s request id', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const answer = await get('/cart');
      expect(answer.status).toBe(200);
      ids.push(answer.headers.get('x-request-id') ?? '');
    }
    const [first, second] = instances.map((instance) => requestLines(instance, '/cart'));
    expect(first!.length).toBeGreaterThanOrEqual(5);
    expect(second!.length).toBeGreaterThanOrEqual(5);
    expect(first!.length + second!.length).toBe(20);
    // nginx's $request_id went to the instance (SHOP_TRUST_PROXY=1) and back to the shopper.
    expect(new Set([...first!, ...second!].map((entry) => entry.reqId))).toEqual(new Set(ids));
  });

  test('a catalogue page once an instance kept it, an asset and an image variant the second time come from the proxy cache', async () => {
    const page = `/category/10?fleet=${Date.now()}`;
    const answers = await untilProxyKeeps(page);
    const [first] = answers;
    expect(first!.status).toBe(200);
    expect(first!.headers.get('x-cache-status')).toBe('MISS');
    expect(first!.headers.get('cache-control')).toBe('private, no-store');
    const kept = answers.at(-1)!;
    expect(kept.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(kept.headers.get('cache-control')).toMatch(/^public, /);
    // Each instance renders the page once at most; the rest is kept copies.
    const rendered = instances
      .flatMap((instance) => requestLines(instance, '/category/{id}'))
      .filter((line) => line.page === 'miss');
    expect(rendered.length).toBeGreaterThanOrEqual(1);
    expect(rendered.length).toBeLessThanOrEqual(instances.length);

    const html = await (await fetch(`${PROXY}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    await get(asset!, { 'accept-encoding': 'br, gzip' });
    const again = await get(asset!, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(again.headers.get('x-cache-status')).toBe('HIT');

    // An image variant is kept once per Accept: a browser without AVIF never gets the AVIF copy.
    const image = html.match(/\/_img\/\d+\/[^"\s,]+/)?.[0];
    expect(image).toBeTruthy();
    const avif = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };
    const webp = { accept: 'image/webp,image/*,*/*;q=0.8' };
    expect((await get(image!, avif)).headers.get('content-type')).toBe('image/avif');
    const avifAgain = await get(image!, avif);
    expect(avifAgain.headers.get('x-cache-status')).toBe('HIT');
    expect(avifAgain.headers.get('content-type')).toBe('image/avif');
    expect((await get(image!, webp)).headers.get('content-type')).toBe('image/webp');
    const webpAgain = await get(image!, webp);
    expect(webpAgain.headers.get('x-cache-status')).toBe('HIT');
    expect(webpAgain.headers.get('content-type')).toBe('image/webp');
  });

  test('personal pages, redirects and failed pages are never kept by the proxy', async () => {
    const cases: Array<[string, number, Record<string, string>]> = [
      ['/cart', 200, {}],
      ['/Profile', 200, { cookie: 'auth_token=a.b.c' }],
      ['/Profile', 302, {}],
      ['/CATEGORY/10', 301, {}],
      ['/Product/BK-1001/not-its-title', 301, {}],
      ['/no-such-page', 404, {}],
      ['/Product/NO-SUCH-CODE/x', 404, {}],
    ];
    for (const [pathname, status, headers] of cases) {
      const first = await get(pathname, headers);
      const second = await get(pathname, headers);
      expect(first.status, pathname).toBe(status);
      expect(second.status, pathname).toBe(status);
      expect(second.headers.get('x-cache-status'), `${pathname} ${status}`).not.toBe('HIT');
    }
    // /metrics is never forwarded.
    expect((await get('/metrics')).status).toBe(404);
  });

  test('an instance killed during a load of 2,000 GETs loses only the answers it had begun to send', async () => {
    test.setTimeout(120_000);
    const AMOUNT = 2000;
    const CONNECTIONS = 10;
    const [before0, before1] = [answered(instances[0]), answered(instances[1])];
    const cutBefore = answersCut();
    const paths = [
      '/cart',
      '/Login',
      '/api/shop/get-data',
      '/',
      '/api/shop/products?page=1&size=10',
    ];
    const load = loadThroughProxy({
      connections: CONNECTIONS,
      amount: AMOUNT,
      path: (index) => paths[index % paths.length]!,
    });
    // Killed once the load reaches it, by count rather than after a pause, whatever the machine's speed.
    await expect
      .poll(() => answered(instances[0]) - before0, { intervals: [50] })
      .toBeGreaterThanOrEqual(50);
    instances[0]!.child.kill('SIGKILL');
    const answeredAtKill = answered(instances[0]) - before0 + answered(instances[1]) - before1;
    const result = await load;
    const received = answersWhere(result, () => true);
    const cut = answersCut() - cutBefore;
    console.log(
      `[fleet] kill -9 after ${answeredAtKill} of ${AMOUNT} requests: ${result.failed.length} errors, ${result.timedOut.length} timeouts, answers ${statusList(result)}; ${result.cut.length} cut mid-answer (nginx's log: ${cut})`,
    );
    expect(answeredAtKill, 'the kill came during the load').toBeLessThan(AMOUNT / 2);
    expect(result.failed, 'socket errors before an answer began').toEqual([]);
    expect(result.timedOut, 'timeouts').toEqual([]);
    expect(
      answersWhere(result, (status) => status >= 200 && status < 300),
      `every answer 2xx (answers ${statusList(result)})`,
    ).toBe(received);
    // nginx retries a GET whose instance had not begun to answer it, so the only ones
    // lost are the answers the instance was sending when it died (docs/deploy.md):
    // nginx logs each and cuts it for the client too.
    expect(AMOUNT - received, `answers missing = answers cut mid-answer (${cut})`).toBe(cut);
    expect(
      result.cut.length,
      `the client saw the cuts nginx logged (${result.cut.join('; ')})`,
    ).toBe(cut);
    expect(cut, 'at most one answer in flight per connection').toBeLessThanOrEqual(CONNECTIONS);
    await restartInstance(0);
  });

  test('SIGTERM during load: the draining instance finishes every request in flight and exits 0', async () => {
    test.setTimeout(60_000);
    // Slow shop API calls (1.5 s each), so that requests are surely in flight at the signal.
    await setScenario('slow');
    try {
      const target = instances[1]!;
      const direct = Array.from({ length: 4 }, (_, index) =>
        fetch(`http://127.0.0.1:${INSTANCE_PORTS[1]}/Products?q=in-flight-${index}`).then(
          async (answer) => ({
            status: answer.status,
            body: await answer.text(),
          }),
        ),
      );
      // The instance holds the four (each waits on a 1.5 s shop API call): polled, not a pause.
      await expect
        .poll(() => requestsInFlight(METRICS_URL), { intervals: [50] })
        .toBeGreaterThanOrEqual(4);
      const loadEnds = Date.now() + 10_000;
      const load = loadThroughProxy({
        connections: 10,
        until: () => Date.now() > loadEnds,
        path: (index) => (index % 2 === 0 ? '/cart' : `/Products?q=drain-${Math.random()}`),
      });
      target.child.kill('SIGTERM');
      const finished = await Promise.all(direct);
      for (const answer of finished) {
        expect(answer.status).toBe(200);
        expect(answer.body).toContain('</html>');
      }
      expect(await target.exited).toBe(0);
      const drained = target.entries().find((entry) => entry.msg === 'drained');
      expect(drained).toMatchObject({ cut: 0 });
      expect(Number(drained?.inFlightAtSignal)).toBeGreaterThanOrEqual(4);
      const result = await load;
      console.log(
        `[fleet] SIGTERM during load: answers ${statusList(result)}, ${result.failed.length + result.cut.length} errors, ${result.timedOut.length} timeouts; the instance had ${String(drained?.inFlightAtSignal)} in flight and drained in ${String(drained?.ms)} ms`,
      );
      expect([...result.failed, ...result.cut], 'socket errors').toEqual([]);
      expect(result.timedOut, 'timeouts').toEqual([]);
      expect(
        answersWhere(result, (status) => status >= 500),
        'answers 5xx',
      ).toBe(0);
    } finally {
      await setScenario('default');
    }
    await restartInstance(1);
  });

  test('maintenance switched on reaches shoppers through the proxy within SHOP_DATA_TTL_MS plus the proxy’s page lifetime', async () => {
    const bound = SHOP_DATA_TTL_MS + PROXY_PAGE_LIFETIME_MS;
    test.setTimeout(bound + 45_000);
    const page = `/category/10?maintenance=${Date.now()}`;
    expect((await untilProxyKeeps(page)).at(-1)!.status).toBe(200);
    await setScenario('maintenance');
    const switched = Date.now();
    try {
      let answer = await get(page);
      while (answer.status === 200 && Date.now() - switched < bound + 15_000) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        answer = await get(page);
      }
      const elapsed = Date.now() - switched;
      console.log(
        `[fleet] maintenance reached the shopper through the proxy after ${(elapsed / 1000).toFixed(1)} s (bound ${bound / 1000} s)`,
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/maintenance');
      // The bound itself (61 s) is what is checked; 10 s of room for a loaded machine's answers.
      expect(elapsed).toBeLessThanOrEqual(bound + 10_000);
      // The redirect itself is never kept: the next request asks an instance again.
      expect((await get(page)).headers.get('x-cache-status')).not.toBe('HIT');
    } finally {
      await setScenario('default');
    }
  });
});
