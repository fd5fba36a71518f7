import os from 'node:os';
import { normalisePersian } from '../../src/lib/text/persian-search';
import { percentile } from './figures';

type Latency = { count: number; p50: number; p95: number; max: number };

export type SuggestFigures = {
  /** One query asked again and again within SHOP_DATA_TTL_MS: answered from what the endpoint keeps. */
  kept: Latency;
  /** Queries never asked before: one upstream round each (the fixture shop in process). */
  fresh: Latency;
  /** Answers that were not what the row measures (a kept answer among the new ones, or the other way). */
  misclassified: number;
  /** os.loadavg() while measuring: the figures are noisy on a loaded machine. */
  load: string;
};

const round = (ms: number) => Math.round(ms * 10) / 10;

function latency(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/**
 * The suggestion endpoint (docs/decisions/0035), one request at a time: `count` asks of
 * a kept query, then `count` queries never asked (prefixes of the shop's own
 * titles, as shoppers type them). Each request comes from another shopper
 * (X-Forwarded-For, read because the bench's server trusts a proxy), so the
 * per-client limit measures nothing here.
 */
export async function measureSuggestions(base: string, count = 200): Promise<SuggestFigures> {
  let shopper = 0;
  const ask = async (q: string) => {
    shopper += 1;
    const started = performance.now();
    const answer = await fetch(`${base}/_suggest?${new URLSearchParams({ q })}`, {
      headers: {
        'x-forwarded-for': `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`,
      },
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`/_suggest?q=${q}: ${answer.status}`);
    return {
      ms: performance.now() - started,
      kept: answer.headers.get('x-suggest-cache') === 'hit',
    };
  };

  const products = (await (await fetch(`${base}/api/shop/products?page=1&size=100`)).json()) as {
    value: { result: Array<{ title: string }> };
  };
  // One query per normalised form: the endpoint keeps «قصه‌» and «قصه» as one.
  const prefixes = new Map<string, string>([[normalisePersian('کتاب'), 'کتاب']]);
  for (const { title } of products.value.result) {
    for (let length = 2; length <= title.length; length += 1) {
      const q = title.slice(0, length);
      if (normalisePersian(q).length >= 2 && !prefixes.has(normalisePersian(q)))
        prefixes.set(normalisePersian(q), q);
    }
  }
  const fresh = [...prefixes.values()].slice(1, count + 1);

  let misclassified = 0;
  await ask('کتاب');
  const keptTimes: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { ms, kept } = await ask('کتاب');
    if (kept) keptTimes.push(ms);
    else misclassified += 1;
  }
  const freshTimes: number[] = [];
  for (const q of fresh) {
    const { ms, kept } = await ask(q);
    if (kept) misclassified += 1;
    else freshTimes.push(ms);
  }
  return {
    kept: latency(keptTimes),
    fresh: latency(freshTimes),
    misclassified,
    load: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
}
