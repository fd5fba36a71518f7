import { readFileSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { productPath } from '../../src/lib/routing/product-path';
import {
  ABOUT_US_PATH,
  HOME_PATH,
  PRODUCT_PATH_PREFIX,
  PRODUCTS_PATH,
} from '../../src/lib/routing/route-paths';
import { sequentialRounds } from '../../src/lib/traffic/upstream-rounds';
import { SAMPLE_CATEGORY_PATH } from './sample-paths';
import { startServer, type RunningServer } from './server-process';

/**
 * The miss path (docs/decisions/0036): pages nobody opened, with the shop API 100 ms
 * away (the embedded fixture shop's SHOP_FIXTURE_LATENCY_MS). A page is a
 * miss when it is not kept (a query string of its own on every request) and,
 * for a product, when its code was not seen within SHOP_DATA_TTL_MS (no
 * listing, search, home page or product page named it): the bench waits
 * until then before it opens a product again. Shop data and the category
 * tree, one per process and refreshed ahead by any traffic, are warm, as on a
 * shop with shoppers. Each figure is taken on the client (a browser's
 * Accept-Encoding, one request at a time); the rounds come from the server's
 * log line of the request (`upstreamRounds`: upstream calls waited for one
 * after another before the first byte). The RSC payload of a client
 * navigation starts at once with the layout's elements, so its "first byte"
 * is when the payload holds the page's heading, and its rounds are counted
 * from the log line's calls up to then.
 */
export const UPSTREAM_MS = 100;
const SLOW_REVIEWS_MS = 3000;
/** The bench server's SHOP_DATA_TTL_MS: the default. */
const TTL_MS = 10_000;

export type MissRow = {
  key: string;
  page: string;
  samples: number;
  firstByteP50: number;
  firstByteP95: number;
  /** Sequential upstream rounds before the first byte: the median, and the most seen. */
  rounds: number;
  roundsMax: number;
  endP50: number;
};

type Sample = { firstByteMs: number; endMs: number; rounds: number };

type Product = { code: string; title: string };

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** The heading of every page measured (`<h1 id="page-title">`), in HTML and in an RSC payload alike. */
const HEADING = 'page-title';

type Timed = {
  status: number;
  location: string | null;
  reqId: string;
  firstByteMs: number;
  /** When the decoded body first held HEADING (NaN: never). */
  headingMs: number;
  endMs: number;
};

function decoderOf(encoding: string | undefined) {
  if (encoding === 'gzip') return createGunzip();
  if (encoding === 'br') return createBrotliDecompress();
  if (encoding === 'deflate') return createInflate();
  return null;
}

/** One GET: when its first body byte came, when the page's heading did and when its last byte did, in ms after `since`. */
function timedGet(
  url: string,
  since: number,
  headers: Record<string, string> = BROWSER,
): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res: IncomingMessage) => {
      let firstByteMs: number | null = null;
      let headingMs = NaN;
      let text = '';
      const decoder = decoderOf(res.headers['content-encoding']);
      const read = (chunk: Buffer) => {
        if (!Number.isNaN(headingMs)) return;
        text += chunk.toString('latin1');
        if (text.includes(HEADING)) headingMs = performance.now() - since;
      };
      decoder?.on('data', read);
      res.on('data', (chunk: Buffer) => {
        firstByteMs ??= performance.now() - since;
        if (decoder) decoder.write(chunk);
        else read(chunk);
      });
      res.on('end', () => {
        const endMs = performance.now() - since;
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            reqId: String(res.headers['x-request-id'] ?? ''),
            firstByteMs: firstByteMs ?? endMs,
            headingMs,
            endMs,
          });
        if (decoder) decoder.end(done);
        else done();
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

type LogLine = { upstreamRounds?: number; upstream?: Array<{ at: number; ms: number }> };

/** The server's log line of a request, once written (at its last byte). */
async function logLineOf(server: RunningServer, reqId: string): Promise<LogLine> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const line = server
      .logLines()
      .find((entry) => entry.reqId === reqId && entry.msg === 'request');
    if (line) return line as LogLine;
    await sleep(20);
  }
  throw new Error(`no log line for request ${reqId}`);
}

async function roundsOf(server: RunningServer, reqId: string): Promise<number> {
  return Number((await logLineOf(server, reqId)).upstreamRounds ?? NaN);
}

function expectStatus(answer: Timed, status: number, url: string): void {
  if (answer.status !== status) throw new Error(`${url}: ${answer.status}, expected ${status}`);
}

/** One page load: its first byte, its end and its rounds. */
async function pageSample(server: RunningServer, path: string): Promise<Sample> {
  const url = `${server.url}${path}`;
  const answer = await timedGet(url, performance.now());
  expectStatus(answer, 200, url);
  return {
    firstByteMs: answer.firstByteMs,
    endMs: answer.endMs,
    rounds: await roundsOf(server, answer.reqId),
  };
}

/** One client navigation's RSC payload: when it held the page's heading, its end, and the rounds before the heading. */
async function rscSample(server: RunningServer, path: string): Promise<Sample> {
  const url = `${server.url}${path}`;
  const answer = await timedGet(url, performance.now(), {
    'accept-encoding': BROWSER['accept-encoding'],
  });
  expectStatus(answer, 200, url);
  if (Number.isNaN(answer.headingMs)) throw new Error(`${url}: no heading in the payload`);
  const calls = (await logLineOf(server, answer.reqId)).upstream ?? [];
  return {
    firstByteMs: answer.headingMs,
    endMs: answer.endMs,
    rounds: sequentialRounds(calls, answer.headingMs),
  };
}

/** A shared link with another title: the 301, then the page it names; both timed from the first request. */
async function sharedLinkSample(server: RunningServer, path: string): Promise<Sample> {
  const since = performance.now();
  const moved = await timedGet(`${server.url}${path}`, since);
  expectStatus(moved, 301, path);
  const page = await timedGet(new URL(moved.location ?? '', server.url).href, since);
  expectStatus(page, 200, moved.location ?? '');
  return {
    firstByteMs: page.firstByteMs,
    endMs: page.endMs,
    rounds: (await roundsOf(server, moved.reqId)) + (await roundsOf(server, page.reqId)),
  };
}

/** Products handed out so that none is opened again within the TTL of its code's last sighting. */
function coldProducts(products: readonly Product[]) {
  const seenAt = new Map<string, number>();
  return {
    /** A product whose code nobody named within the TTL (waits for one if need be). */
    async next(): Promise<Product> {
      const oldest = [...products].sort(
        (a, b) => (seenAt.get(a.code) ?? 0) - (seenAt.get(b.code) ?? 0),
      )[0]!;
      const wait = (seenAt.get(oldest.code) ?? -Infinity) + TTL_MS + 500 - Date.now();
      if (wait > 0) await sleep(wait);
      seenAt.set(oldest.code, Date.now());
      return oldest;
    },
    /** Every code was named now (a listing, the home page). */
    allSeen(): void {
      for (const product of products) seenAt.set(product.code, Date.now());
    },
  };
}

/** The RSC path Waku's router asks for on a client navigation to `path` (its query in `query`). */
function rscPath(path: string, query: string): string {
  return `/RSC/R${path}.txt?${new URLSearchParams({ query })}`;
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN
  );
}

function rowOf(key: string, page: string, samples: readonly Sample[]): MissRow {
  const rounds = samples.map((sample) => sample.rounds);
  return {
    key,
    page,
    samples: samples.length,
    firstByteP50: Math.round(
      percentile(
        samples.map((s) => s.firstByteMs),
        0.5,
      ),
    ),
    firstByteP95: Math.round(
      percentile(
        samples.map((s) => s.firstByteMs),
        0.95,
      ),
    ),
    rounds: percentile(rounds, 0.5),
    roundsMax: Math.max(...rounds),
    endP50: Math.round(
      percentile(
        samples.map((s) => s.endMs),
        0.5,
      ),
    ),
  };
}

/** `count` samples after one left out (the first of a kind pays for code the process has not run yet). */
async function measure(count: number, sample: (n: number) => Promise<Sample>): Promise<Sample[]> {
  await sample(0);
  const samples: Sample[] = [];
  for (let n = 1; n <= count; n += 1) samples.push(await sample(n));
  return samples;
}

/** A row of `count` product pages at their canonical URLs, each of a code the server has not seen. */
async function coldProductRow(
  server: RunningServer,
  cold: ReturnType<typeof coldProducts>,
  count: number,
  key: string,
  page: string,
): Promise<MissRow> {
  return rowOf(
    key,
    page,
    await measure(count, async (n) =>
      pageSample(server, `${productPath(await cold.next())}?miss=${n}`),
    ),
  );
}

/** Process-wide data every shopper's traffic keeps warm (shop data, the category tree), made without naming a product. */
async function warmUp(server: RunningServer): Promise<void> {
  for (const path of [
    `${ABOUT_US_PATH}?warm`,
    `${PRODUCTS_PATH}?q=%D9%86%DB%8C%D8%B3%D8%AA-%D8%B2%D8%B2%D8%B2&warm`,
    `${PRODUCT_PATH_PREFIX}NO-SUCH-CODE/x?warm`,
  ]) {
    await timedGet(`${server.url}${path}`, performance.now());
  }
}

/**
 * The miss-path table: home, product (cold, seen, by a shared link, with the
 * reviews call 3 s slow), the search «کتاب», a category and the client
 * navigation's RSC payload of a product, `count` requests each.
 */
export async function measureMiss(
  port: number,
  count: number,
  extraEnv: Record<string, string> = {},
): Promise<MissRow[]> {
  const products = (
    JSON.parse(readFileSync('fixtures/default/products.json', 'utf8')) as Product[]
  ).map(({ code, title }) => ({
    code,
    title,
  }));
  const rows: MissRow[] = [];
  const env = { ...extraEnv, SHOP_FIXTURES: 'default', SHOP_DATA_TTL_MS: String(TTL_MS) };

  const server = await startServer(
    port,
    { ...env, SHOP_FIXTURE_LATENCY_MS: String(UPSTREAM_MS) },
    { keepLog: true },
  );
  try {
    await warmUp(server);
    const cold = coldProducts(products);
    rows.push(
      await coldProductRow(
        server,
        cold,
        count,
        'productCold',
        'product, canonical URL (code not seen)',
      ),
    );
    rows.push(
      rowOf(
        'sharedLink',
        'product by a shared link with another title (301 + page)',
        await measure(count, async (n) =>
          sharedLinkSample(
            server,
            `${PRODUCT_PATH_PREFIX}${encodeURIComponent((await cold.next()).code)}/shared-${n}`,
          ),
        ),
      ),
    );
    // A listing of every product names every code; each product page is then opened once.
    await timedGet(`${server.url}${PRODUCTS_PATH}?size=100&seen=${Date.now()}`, performance.now());
    cold.allSeen();
    rows.push(
      rowOf(
        'productSeen',
        'product, code seen in a listing',
        await measure(count, async (n) =>
          pageSample(server, `${productPath(products[n % products.length]!)}?seen=${n}`),
        ),
      ),
    );
    rows.push(
      rowOf(
        'home',
        'home',
        await measure(count, (n) => pageSample(server, `${HOME_PATH}?miss=${n}`)),
      ),
    );
    rows.push(
      rowOf(
        'listing',
        'listing, search «کتاب»',
        await measure(count, (n) =>
          pageSample(server, `${PRODUCTS_PATH}?q=${encodeURIComponent('کتاب')}&miss=${n}`),
        ),
      ),
    );
    rows.push(
      rowOf(
        'category',
        `category ${SAMPLE_CATEGORY_PATH}`,
        await measure(count, (n) => pageSample(server, `${SAMPLE_CATEGORY_PATH}?miss=${n}`)),
      ),
    );
    cold.allSeen();
    rows.push(
      rowOf(
        'rscProduct',
        'client navigation to a product (RSC payload to its heading, code not seen)',
        await measure(count, async (n) =>
          rscSample(server, rscPath(productPath(await cold.next()), `miss=${n}`)),
        ),
      ),
    );
  } finally {
    server.stop();
  }

  // Another port: the first server may still be draining.
  const slow = await startServer(
    port + 1,
    {
      ...env,
      SHOP_FIXTURE_LATENCY_MS: `${UPSTREAM_MS},/api/shop/products/reviews/*=${SLOW_REVIEWS_MS}`,
    },
    { keepLog: true },
  );
  try {
    await warmUp(slow);
    const cold = coldProducts(products);
    rows.push(
      await coldProductRow(
        slow,
        cold,
        count,
        'productSlowReviews',
        `product, reviews call ${SLOW_REVIEWS_MS / 1000} s slow (code not seen)`,
      ),
    );
  } finally {
    slow.stop();
  }
  return rows;
}
