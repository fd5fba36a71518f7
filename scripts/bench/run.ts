// npm run bench [-- --only js,document,mainthread,line,server,memory,images,suggest,lighthouse,prefetch,fleet,shed,miss] [--seconds 15] [--samples 20] [--loads 5]
// The figures of docs/quality.md, against the production build on the embedded
// fixture shop's `photos` scenario (camera-sized pictures), with an image
// cache folder of its own, empty at start; the fleet part runs its own
// instances (default scenario) behind nginx; the shed part its own storefronts
// under 800 clients (docs/decisions/0084); the miss part its own instances on the default
// scenario with the shop API 100 ms away (docs/decisions/0036); the line part its own
// instances (this build's, and BENCH_LINE_AGAINST's) behind a phone's line.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBudgets } from './budgets';
import { measureClientJs, NOT_LOADED } from './client-js';
import { measureDocuments } from './document';
import { measureFleet } from './fleet';
import { measureImages, warmVariants } from './images';
import { measureLighthouse, pagesAt } from './lighthouse';
import { CPU_SLOWDOWN, measureMainThread } from './main-thread';
import { LINE, measurePhoneLine, type Build } from './phone-line';
import { measureMemory } from './memory';
import { measureMiss, UPSTREAM_MS } from './miss';
import { measurePrefetch } from './prefetch';
import { startServer } from './server-process';
import { measureSuggestions } from './suggest';
import { table } from './table';
import { measureShedding, SHED_CLIENTS, SHED_SECONDS } from './shed';
import { measureThroughput } from './throughput';

const { values } = parseArgs({
  options: {
    only: {
      type: 'string',
      default:
        'js,document,mainthread,line,server,memory,images,suggest,lighthouse,prefetch,fleet,shed,miss',
    },
    seconds: { type: 'string', default: '15' },
    samples: { type: 'string', default: '20' },
    loads: { type: 'string', default: '5' },
  },
});
const PARTS = [
  'js',
  'document',
  'mainthread',
  'line',
  'server',
  'memory',
  'images',
  'suggest',
  'lighthouse',
  'prefetch',
  'fleet',
  'shed',
  'miss',
];
const only = new Set(values.only.split(','));
const unknown = [...only].filter((name) => !PARTS.includes(name));
if (unknown.length > 0) {
  console.error(
    `Unknown part of the bench: ${unknown.join(', ')} (the parts: ${PARTS.join(', ')})`,
  );
  process.exit(2);
}
const seconds = Number(values.seconds);
const samples = Number(values.samples);
const loads = Number(values.loads);

console.log(
  `Benchmarks, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const budgets = readBudgets();
const imageCache = mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
// A trusted proxy's X-Forwarded-For names the shopper: the suggestion part asks as many shoppers (scripts/bench/suggest.ts).
const server = await startServer(Number(process.env.BENCH_PORT ?? 8480), {
  SHOP_FIXTURES: 'photos',
  SHOP_IMAGE_CACHE_DIR: imageCache,
  SHOP_TRUST_PROXY: '1',
});
/** Every figure that misses its budget, said once more at the end. */
const misses: string[] = [];
/** Every part that could not give its figures (a FigureError or any failure), said at the end: the run fails. */
const unmeasured: string[] = [];

/** Runs one part of the bench if asked for; a part that fails is named at the end instead of ending the run. */
async function part(name: string, measure: () => Promise<void>): Promise<void> {
  if (!only.has(name)) return;
  try {
    await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`\n${name}: NOT MEASURED — ${message}`);
    unmeasured.push(`${name}: ${message}`);
  }
}

try {
  await part('js', async () => {
    const rows = await measureClientJs(server.url, budgets);
    console.log(
      "\nClient JavaScript, first load, KiB gzipped: the entry chunk, then the page's own (budgets in bench/budgets.json)",
    );
    console.log(
      table(
        ['page', 'path', 'scripts', 'entry', 'own', 'total', 'own budget', ''],
        rows.map((r) => [
          r.page,
          r.path,
          r.scripts,
          r.entryKiB,
          r.pageKiB,
          r.totalKiB,
          r.budgetKiB,
          r.over ? 'OVER BUDGET' : 'ok',
        ]),
      ),
    );
    for (const [pattern, why] of Object.entries(NOT_LOADED))
      console.log(`(not loaded: ${pattern}, ${why})`);
    const entryKiB = Math.max(...rows.map((r) => r.entryKiB));
    if (entryKiB > budgets.clientJs.entryKiB)
      misses.push(
        `client JavaScript, the entry chunk: ${entryKiB} KiB > ${budgets.clientJs.entryKiB} KiB`,
      );
    for (const row of rows.filter((r) => r.over))
      misses.push(
        `client JavaScript of ${row.page}, its own: ${row.pageKiB} KiB > ${row.budgetKiB} KiB`,
      );
  });
  await part('document', async () => {
    const rows = await measureDocuments(server.url, await pagesAt(server.url));
    const kB = (n: number) => Math.round(n / 100) / 10;
    console.log(
      '\nThe HTML of a first visit, kB before compression, by part (budgets in bench/budgets.json:' +
        ' the page past its stylesheets, and the stylesheets)',
    );
    console.log(
      table(
        [
          'page',
          'total',
          'payload',
          'markup',
          'JSON-LD',
          'other scripts',
          'stylesheets',
          'gzip',
          'budget',
        ],
        rows.map((r) => [
          r.page,
          kB(r.total),
          kB(r.payload),
          kB(r.markup),
          kB(r.structuredData),
          kB(r.otherScripts),
          kB(r.styles),
          kB(r.gzip),
          `${budgets.documentKB[r.page] ?? ''} + ${budgets.inlineStylesKB}`,
        ]),
      ),
    );
    for (const row of rows) {
      const budget = budgets.documentKB[row.page];
      const page = kB(row.total - row.styles);
      if (budget !== undefined && page > budget)
        misses.push(`HTML of ${row.page} past its stylesheets: ${page} kB > ${budget} kB`);
      if (kB(row.styles) > budgets.inlineStylesKB)
        misses.push(
          `stylesheets in the HTML of ${row.page}: ${kB(row.styles)} kB > ${budgets.inlineStylesKB} kB`,
        );
    }
  });
  await part('mainthread', async () => {
    const rows = await measureMainThread(server.url, loads, await pagesAt(server.url));
    console.log(
      `\nThe main thread after the first paint, Chromium at ${CPU_SLOWDOWN}× CPU on a 412 px phone, ${loads} loads of each page alternated, medians in ms` +
        " (blocking: the part over 50 ms of each task; busy: the thread's own time in tasks)",
    );
    console.log(
      table(
        ['page', 'path', 'loads', 'first paint', 'blocking', 'busy', 'longest task'],
        rows.map((r) => [
          r.page,
          r.path,
          r.loads,
          r.firstPaintMs,
          r.blockingMs,
          r.busyMs,
          r.longestMs,
        ]),
      ),
    );
    console.log(
      'No budget: these move with the machine from day to day; compare two builds in one session.',
    );
  });
  await part('line', async () => {
    const builds: Build[] = [{ name: 'this build', dir: process.cwd() }];
    const against = process.env.BENCH_LINE_AGAINST;
    if (against)
      builds.push({ name: path.basename(path.resolve(against)), dir: path.resolve(against) });
    const traceDir = process.env.BENCH_LINE_TRACE;
    if (traceDir) mkdirSync(traceDir, { recursive: true });
    const signedIn = process.env.BENCH_LINE_SIGNED_IN === '1';
    const rows = await measurePhoneLine(builds, loads, await pagesAt(server.url), {
      traceDir,
      signedIn,
    });
    console.log(
      `\nA phone's first visit over a real line (${LINE.roundTripMs} ms round trip, ${LINE.downKbps} kbit/s down, ${LINE.upKbps} up, ` +
        `a ${LINE.queueBytes / 1024} KiB queue; TCP in both kernels), Chromium at ${CPU_SLOWDOWN}× CPU on a 412 px phone, ` +
        `${loads} loads of each page, builds alternated, medians in ms from the navigation's start` +
        (signedIn ? ', signed in as the demo customer with one line in the cart' : ''),
    );
    console.log(
      table(
        [
          'page',
          'build',
          'loads',
          'first paint',
          'largest paint',
          'first screen pictures',
          'hydrated',
          'entry from',
          'entry to',
          ...(signedIn ? ['cart shown'] : []),
        ],
        rows.map((r) => [
          r.page,
          r.build,
          r.loads,
          r.firstPaintMs,
          r.largestPaintMs,
          r.firstScreenPicturesMs,
          r.hydratedMs,
          r.entryStartMs,
          r.entryEndMs,
          ...(signedIn ? [r.cartShownMs] : []),
        ]),
      ),
    );
    console.log(
      'No budget: compare two builds in one run (BENCH_LINE_AGAINST=a clone with its own build).',
    );
  });
  await part('server', async () => {
    const rows = await measureThroughput(server.url, server.pid, seconds);
    console.log(
      `\nServer: autocannon, 10 connections, ${seconds} s per column group (latency in ms)`,
    );
    console.log(
      table(
        [
          'page',
          'rps',
          'p50',
          'p99',
          'render rps',
          'render p50',
          'render p99',
          'render CPU ms',
          'static rps',
          'static p50',
          'static p99',
          'served/static',
          'render/static',
          'budget',
        ],
        rows.map((r) => [
          r.page,
          r.served.rps,
          r.served.p50,
          r.served.p99,
          r.rendered.rps,
          r.rendered.p50,
          r.rendered.p99,
          r.rendered.cpuMsPerRequest,
          r.staticFile.rps,
          r.staticFile.p50,
          r.staticFile.p99,
          r.ratio,
          r.renderShare,
          budgets.renderShareOfStatic[r.page] ?? '',
        ]),
      ),
    );
    console.log(
      'rps, p50, p99: as served (rendered pages kept, docs/decisions/0006); render: a new query string on every request, so every request renders;',
    );
    console.log(
      "render CPU ms: the server process's CPU time per rendered request (the figure least moved by the machine's load).",
    );
    for (const row of rows.filter((r) => r.served.p99 > budgets.serverP99Ms))
      misses.push(`p99 of ${row.page}: ${row.served.p99} ms > ${budgets.serverP99Ms} ms`);
    for (const row of rows) {
      const lowest = budgets.renderShareOfStatic[row.page];
      if (lowest !== undefined && row.renderShare < lowest)
        misses.push(`render/static of ${row.page}: ${row.renderShare} < ${lowest}`);
    }
  });
  await part('memory', async () => {
    const points = await measureMemory(server.url, server.pid);
    console.log('\nMemory: resident set of the server process');
    console.log(
      table(
        ['after requests', 'RSS MiB'],
        points.map((p) => [p.after, p.rssMiB]),
      ),
    );
    const [, half, full] = points;
    if (half && full && full.rssMiB - half.rssMiB > budgets.memoryGrowthMiB) {
      misses.push(
        `memory grew ${Math.round((full.rssMiB - half.rssMiB) * 10) / 10} MiB between ${half.after} and ${full.after} requests (> ${budgets.memoryGrowthMiB} MiB)`,
      );
    }
  });
  await part('images', async () => {
    const figures = await measureImages(server.url, seconds);
    console.log(`\nImage endpoint: autocannon, 10 connections, ${seconds} s each (latency in ms)`);
    console.log(
      table(
        ['what', 'bytes', 'rps', 'p50', 'p99'],
        [
          [
            'kept variant (320 px AVIF)',
            figures.variant.bytes,
            figures.variant.rps,
            figures.variant.p50,
            figures.variant.p99,
          ],
          [
            'static file, same size',
            figures.variant.bytes,
            figures.staticFile.rps,
            figures.staticFile.p50,
            figures.staticFile.p99,
          ],
        ],
      ),
    );
    console.log(`variant / static: ${figures.ratio}`);
    console.log(
      `Cold transform, 1600×1600 JPEG to 320 px WebP, one at a time (${figures.cold.count}): p50 ${figures.cold.p50} ms, p90 ${figures.cold.p90} ms`,
    );
    if (figures.ratio < budgets.imageServedToStatic)
      misses.push(`kept variant / static file: ${figures.ratio} < ${budgets.imageServedToStatic}`);
  });
  await part('suggest', async () => {
    const figures = await measureSuggestions(server.url);
    console.log(
      `\nSearch suggestions (/_suggest), one request at a time (latency in ms), load average ${figures.load}`,
    );
    console.log(
      table(
        ['query', 'requests', 'p50', 'p95', 'max'],
        [
          [
            'kept (asked before, within SHOP_DATA_TTL_MS)',
            figures.kept.count,
            figures.kept.p50,
            figures.kept.p95,
            figures.kept.max,
          ],
          [
            'new (one upstream round, fixture shop in process)',
            figures.fresh.count,
            figures.fresh.p50,
            figures.fresh.p95,
            figures.fresh.max,
          ],
        ],
      ),
    );
    if (figures.misclassified > 0)
      console.log(
        `(${figures.misclassified} answers were not what their row measures and are left out)`,
      );
    if (figures.kept.p95 > budgets.suggestKeptP95Ms)
      misses.push(
        `p95 of a kept suggestion query: ${figures.kept.p95} ms > ${budgets.suggestKeptP95Ms} ms`,
      );
  });
  await part('lighthouse', async () => {
    const pages = await pagesAt(server.url);
    const made = await warmVariants(
      server.url,
      pages.map((p) => p.path),
    );
    console.log(
      `\n(${made} variants offered by the measured pages made beforehand, as a warm cache or CDN has them)`,
    );
    const rows = await measureLighthouse(server.url, pages);
    console.log('Lighthouse, mobile profile, photos scenario');
    console.log(
      table(
        [
          'page',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'FCP ms',
          'LCP ms',
          'LCP seen',
          'entry done',
          'CLS',
          'TBT ms',
          'kB sent',
          'of which pictures',
          'budget kB',
        ],
        rows.map((r) => [
          r.page,
          r.performance,
          r.accessibility,
          r.bestPractices,
          r.seo,
          r.fcpMs,
          r.lcpMs,
          r.seenLcpMs,
          r.entryDoneMs,
          r.cls,
          r.tbtMs,
          r.transferKB,
          r.imageKB,
          budgets.transferKB[r.page] ?? '',
        ]),
      ),
    );
    console.log(
      "(LCP seen and entry done: the unthrottled load the estimate is made from. Lantern's largest paint counts every module script done by the paint it saw; docs/decisions/0102)",
    );
    for (const row of rows) {
      for (const category of ['performance', 'accessibility', 'bestPractices', 'seo'] as const) {
        if (row[category] < budgets.lighthouse[category])
          misses.push(
            `Lighthouse ${category} of ${row.page}: ${row[category]} < ${budgets.lighthouse[category]}`,
          );
      }
      const transferBudget = budgets.transferKB[row.page];
      if (transferBudget !== undefined && row.transferKB > transferBudget)
        misses.push(`bytes sent for ${row.page}: ${row.transferKB} kB > ${transferBudget} kB`);
      if (row.lcpMs > budgets.lcpMs)
        misses.push(`LCP of ${row.page}: ${row.lcpMs} ms > ${budgets.lcpMs} ms`);
    }
  });
  await part('prefetch', async () => {
    const figures = await measurePrefetch(server.url);
    console.log(
      `\nTap to first screen of a product from the listing, phone (Pixel 7), ${figures.network}, ${figures.runs} runs each, ms (load average ${figures.load})`,
    );
    console.log(
      table(
        ['product card', 'median', 'runs'],
        [
          [
            'fetched ahead (a tap renders from memory)',
            figures.aheadMedian,
            figures.ahead.join(' '),
          ],
          [
            'not fetched ahead (Save-Data: the page loads)',
            figures.withoutMedian,
            figures.without.join(' '),
          ],
        ],
      ),
    );
    if (!(figures.aheadMedian < figures.withoutMedian))
      misses.push(
        `a product fetched ahead took ${figures.aheadMedian} ms from the tap, not less than ${figures.withoutMedian} ms without`,
      );
  });
  await part('fleet', async () => {
    const { rows, stops } = await measureFleet(
      Number(process.env.BENCH_FLEET_PORT ?? 8490),
      seconds,
    );
    console.log(
      `\nFleet: nginx (deploy/nginx/storefront.conf) in front of two instances, against one instance without it; autocannon, 10 connections, ${seconds} s each (latency in ms)`,
    );
    console.log(
      table(
        [
          'page',
          'one rps',
          'one p50',
          'one p99',
          'fleet rps',
          'fleet p50',
          'fleet p99',
          'from proxy cache %',
        ],
        rows.map((r) => [
          r.page,
          r.direct.rps,
          r.direct.p50,
          r.direct.p99,
          r.proxied.rps,
          r.proxied.p50,
          r.proxied.p99,
          r.cacheShare,
        ]),
      ),
    );
    console.log(
      `\nStopping an instance half-way through ${seconds} s of uncached GETs through the proxy at 50 connections (lost: errors, timeouts and 5xx seen through the proxy; ` +
        'SIGTERM also with 10 connections straight to the instance, whose own log gives the requests in flight at the signal and those cut)',
    );
    console.log(
      table(
        ['signal', 'requests', 'lost', 'in flight at signal', 'cut', 'drain ms', 'exit'],
        stops.map((s) => [
          s.signal,
          s.requests,
          s.lost,
          s.inFlightAtSignal ?? '–',
          s.cut ?? '–',
          s.drainMs ?? '–',
          s.exitCode ?? 'killed',
        ]),
      ),
    );
    for (const row of stops.filter((s) => s.lost > 0))
      misses.push(`${row.signal} under load lost ${row.lost} requests`);
  });
  await part('shed', async () => {
    const loadBefore = os.loadavg()[0]!.toFixed(2);
    const { rows, burst } = await measureShedding(Number(process.env.BENCH_SHED_PORT ?? 8500));
    console.log(
      `\nShedding: one storefront (heap capped as the container does it) under ${SHED_CLIENTS} clients for ${SHED_SECONDS} s of new pages, RSC payloads, API calls and pictures; ` +
        `a kept page, a static file and /healthz asked every 250 ms meanwhile (load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(2)} after)`,
    );
    console.log(
      table(
        [
          'shop API',
          'requests',
          'shed %',
          'errors',
          'peak RSS MiB',
          'RSS 5 s after',
          'kept page 200',
          'kept max ms',
          'static 200',
          '/healthz 200',
          '/healthz max ms',
          'up',
        ],
        rows.map((r) => [
          r.upstream,
          r.requests,
          r.shedShare,
          r.errors,
          r.peakRssMiB,
          r.idleRssMiB,
          r.keptServed,
          r.keptMaxMs,
          r.staticServed,
          r.healthServed,
          r.healthMaxMs,
          r.up ? 'yes' : 'NO',
        ]),
      ),
    );
    console.log(
      `Abandoned pictures: ${burst.burst} requests (25 ids × 5 widths × 3 Accept) given up after 0.2 s: ${burst.shedAtOnce} shed at once, ` +
        `${burst.madeAfterClientsLeft} made after their clients left; then a picture nobody asked before in ${burst.uncachedAfterMs} ms. ` +
        `On a 2 s picture source, ${burst.slowBurst} pictures given up after 0.2 s cost ${burst.slowSourceCalls} calls to it.`,
    );
    for (const row of rows.filter((r) => r.peakRssMiB > budgets.shedPeakRssMiB || !r.up))
      misses.push(
        `peak RSS under ${SHED_CLIENTS} clients (${row.upstream}): ${row.peakRssMiB} MiB > ${budgets.shedPeakRssMiB} MiB${row.up ? '' : ', process down'}`,
      );
    if (burst.uncachedAfterMs > budgets.pictureAfterBurstMs)
      misses.push(
        `a picture after the abandoned burst: ${burst.uncachedAfterMs} ms > ${budgets.pictureAfterBurstMs} ms`,
      );
  });
  await part('miss', async () => {
    const rows = await measureMiss(Number(process.env.BENCH_MISS_PORT ?? 8495), samples, {
      SHOP_IMAGE_CACHE_DIR: imageCache,
    });
    console.log(
      `\nMiss path: pages nobody opened, shop API ${UPSTREAM_MS} ms away (SHOP_FIXTURE_LATENCY_MS), ${samples} requests each, one at a time (ms)`,
    );
    console.log(
      table(
        ['page', 'first byte p50', 'p95', 'rounds before it', 'end p50', 'budget p50', ''],
        rows.map((r) => {
          const budget = budgets.missFirstByteP50Ms[r.key];
          const rounds =
            r.roundsMax === r.rounds ? String(r.rounds) : `${r.rounds} (≤ ${r.roundsMax})`;
          return [
            r.page,
            r.firstByteP50,
            r.firstByteP95,
            rounds,
            r.endP50,
            budget ?? '',
            budget !== undefined && r.firstByteP50 > budget ? 'OVER BUDGET' : 'ok',
          ];
        }),
      ),
    );
    console.log(
      'rounds: upstream calls waited for one after another before the first byte (the log line’s upstreamRounds), median (most).',
    );
    for (const row of rows) {
      const budget = budgets.missFirstByteP50Ms[row.key];
      if (budget !== undefined && row.firstByteP50 > budget)
        misses.push(`miss-path first byte of ${row.page}: ${row.firstByteP50} ms > ${budget} ms`);
    }
  });
} finally {
  server.stop();
  rmSync(imageCache, { recursive: true, force: true });
}
if (misses.length === 0 && unmeasured.length === 0)
  console.log('\nEvery figure is within its budget (bench/budgets.json).');
if (misses.length > 0)
  console.log(`\nOver budget:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
if (unmeasured.length > 0)
  console.log(
    `\nNot measured (a missing figure fails the run):\n${unmeasured.map((what) => `- ${what}`).join('\n')}`,
  );
process.exitCode = misses.length === 0 && unmeasured.length === 0 ? 0 : 1;
