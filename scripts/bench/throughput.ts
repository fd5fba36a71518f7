import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';

export type ThroughputRow = {
  page: string;
  rendered: { rps: number; p50: number; p99: number };
  staticFile: { rps: number; p50: number; p99: number };
  ratio: number;
};

const PAGES = [
  { page: 'home', path: '/' },
  { page: 'category', path: '/category/10' },
  { page: 'product', path: '/Product/BK-1001/x' },
];

async function load(url: string, seconds: number) {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * autocannon, 10 connections, on each page and on the same page's HTML
 * served as a static file by the same server (the baseline).
 */
export async function measureThroughput(base: string, seconds: number): Promise<ThroughputRow[]> {
  mkdirSync('dist/public/__bench', { recursive: true });
  const rows: ThroughputRow[] = [];
  for (const { page, path } of PAGES) {
    const final = await fetch(`${base}${path}`);
    const finalPath = new URL(final.url).pathname;
    writeFileSync(`dist/public/__bench/${page}.html`, await final.text());
    const rendered = await load(`${base}${finalPath}`, seconds);
    const staticFile = await load(`${base}/__bench/${page}.html`, seconds);
    rows.push({ page, rendered, staticFile, ratio: Math.round((rendered.rps / staticFile.rps) * 1000) / 1000 });
  }
  return rows;
}
