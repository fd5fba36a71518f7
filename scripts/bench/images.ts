import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { checkAllAnswered, FigureError, percentile } from './figures';

const AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

type Figures = { rps: number; p50: number; p99: number };

export type ImageFigures = {
  /** A kept variant (the card picture at 320 px, AVIF) as served by the endpoint. */
  variant: Figures & { bytes: number };
  /** A static file of the same size, from the same server. */
  staticFile: Figures;
  /** variant rps / static rps. */
  ratio: number;
  /** Cold transforms of 1600×1600 JPEGs to 320 px WebP, one at a time: ms. */
  cold: { count: number; p50: number; p90: number };
};

async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  checkAllAnswered(result, url);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Every variant a page's markup offers (srcset candidates, src, preloads), made once: a warm cache, as a CDN has. */
export async function warmVariants(base: string, paths: readonly string[]): Promise<number> {
  const urls = new Set<string>();
  for (const path of paths) {
    const html = await (await fetch(`${base}${path}`)).text();
    for (const match of html.matchAll(/\/_img\/\d+\/[^\s",]+/g))
      urls.add(match[0].replace(/&amp;/g, '&'));
  }
  const list = [...urls];
  // Four at a time: the endpoint makes two at once and queues the rest.
  for (let index = 0; index < list.length; index += 4) {
    await Promise.all(
      list
        .slice(index, index + 4)
        .map((url) =>
          fetch(`${base}${url}`, { headers: { accept: AVIF } }).then((r) => r.arrayBuffer()),
        ),
    );
  }
  return list.length;
}

/**
 * The image endpoint (docs/decisions/0009, 0011): a kept variant against a static file of the
 * same size, autocannon, 10 connections, in the same run; then cold
 * transforms of the photos scenario's 1600×1600 JPEGs to 320 px WebP.
 */
export async function measureImages(base: string, seconds: number): Promise<ImageFigures> {
  const products = (await (await fetch(`${base}/api/shop/products?page=1&size=40`)).json()) as {
    value: { result: Array<{ image?: string | null }> };
  };
  const ids = products.value.result
    .map((product) => product.image ?? '')
    .filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const [first, ...others] = ids;
  if (!first) throw new FigureError('no product pictures to measure');

  const variantPath = `/_img/320/m/${first}`;
  const made = await fetch(`${base}${variantPath}`, { headers: { accept: AVIF } });
  const variantBytes = Buffer.from(await made.arrayBuffer());
  // What the row is called: a 320 px AVIF, not the fallback picture or another format.
  const type = made.headers.get('content-type');
  if (made.status !== 200 || type !== 'image/avif') {
    throw new FigureError(
      `${variantPath} answered ${made.status} ${type ?? 'without a type'}, not a 320 px AVIF`,
    );
  }
  mkdirSync('dist/public/__bench', { recursive: true });
  writeFileSync('dist/public/__bench/variant.avif', Buffer.alloc(variantBytes.length, 1));
  const variant = await load(`${base}${variantPath}`, seconds, { accept: AVIF });
  const staticFile = await load(`${base}/__bench/variant.avif`, seconds);

  // The photos are made at first use: fetch them first, so only the transform is timed.
  const coldIds = others.slice(0, 24);
  for (const id of coldIds) await (await fetch(`${base}/api/shop/media/${id}`)).arrayBuffer();
  const times: number[] = [];
  for (const id of coldIds) {
    const started = performance.now();
    const response = await fetch(`${base}/_img/320/m/${id}`, { headers: { accept: 'image/webp' } });
    await response.arrayBuffer();
    if (response.status !== 200 || response.headers.get('content-type') !== 'image/webp') {
      throw new FigureError(
        `cold transform of ${id}: ${response.status} ${response.headers.get('content-type') ?? ''}, not a WebP`,
      );
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    variant: { ...variant, bytes: variantBytes.length },
    staticFile,
    ratio: Math.round((variant.rps / staticFile.rps) * 100) / 100,
    cold: {
      count: times.length,
      p50: Math.round(percentile(times, 50)),
      p90: Math.round(percentile(times, 90)),
    },
  };
}
