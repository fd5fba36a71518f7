import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { checkAllAnswered } from './figures';
import { SAMPLE_CATEGORY_PATH, SAMPLE_PRODUCT_PATH } from './sample-paths';
import { cpuMs } from './server-process';
import { HOME_PATH } from '../../src/lib/routing/route-paths';

type Figures = { rps: number; p50: number; p99: number; cpuMsPerRequest: number };

export type ThroughputRow = {
  page: string;
  /** As shoppers get it: kept rendered pages (docs/decisions/0006). */
  served: Figures;
  /** A distinct query string on every request, so every request renders. */
  rendered: Figures;
  /** The same HTML as a static file from the same server. */
  staticFile: Figures;
  /** served rps / static rps. */
  ratio: number;
  /** render rps / static rps: the page's render as a share of the same page's HTML sent as a file. */
  renderShare: number;
};

const PAGES = [
  { page: 'home', path: HOME_PATH },
  { page: 'category', path: SAMPLE_CATEGORY_PATH },
  { page: 'product', path: SAMPLE_PRODUCT_PATH },
];

async function load(
  base: string,
  pid: number,
  path: string,
  seconds: number,
  options: { everyRequestNew?: boolean } = {},
): Promise<Figures> {
  let count = 0;
  const cpuBefore = cpuMs(pid);
  const separator = path.includes('?') ? '&' : '?';
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 10,
    duration: seconds,
    ...(options.everyRequestNew
      ? {
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({
                ...request,
                path: `${path}${separator}render=${(count += 1)}`,
              }),
            },
          ],
        }
      : {}),
  });
  checkAllAnswered(result, path);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: Math.round(((cpuMs(pid) - cpuBefore) / result.requests.total) * 10) / 10,
  };
}

/**
 * autocannon, 10 connections, on each page as served, on the page rendered
 * for every request, and on the same page's HTML served as a static file by
 * the same server (the baseline).
 */
export async function measureThroughput(
  base: string,
  pid: number,
  seconds: number,
): Promise<ThroughputRow[]> {
  mkdirSync('dist/public/__bench', { recursive: true });
  const rows: ThroughputRow[] = [];
  for (const { page, path } of PAGES) {
    const final = await fetch(`${base}${path}`);
    const finalPath = new URL(final.url).pathname;
    writeFileSync(`dist/public/__bench/${page}.html`, await final.text());
    const served = await load(base, pid, finalPath, seconds);
    const rendered = await load(base, pid, finalPath, seconds, { everyRequestNew: true });
    const staticFile = await load(base, pid, `/__bench/${page}.html`, seconds);
    const share = (rps: number) => Math.round((rps / staticFile.rps) * 1000) / 1000;
    rows.push({
      page,
      served,
      rendered,
      staticFile,
      ratio: share(served.rps),
      renderShare: share(rendered.rps),
    });
  }
  return rows;
}
