import { describe, expect, it } from 'vitest';
import { createFairSlots } from '@/lib/traffic/fair-slots';
import { normalisePersian } from '@/lib/text/persian-search';
import type { Suggestions } from '@/lib/search-suggestions';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SUGGEST_CACHE_MAX_BYTES,
  SUGGEST_CACHE_MAX_ENTRIES,
  SUGGEST_RATE_BURST,
  SUGGEST_RATE_PER_SECOND,
  UPSTREAM_CALLS_AT_ONCE,
  UPSTREAM_CALLS_WAITING,
} from '@/lib/limits';
import { BUSY_MESSAGE } from '@/server/upstream/api-answers';
import { metrics } from '@/server/observe/metrics';
import { workSlots } from '@/server/protection/work-gates';
import type { ApiResult, Paged, Product, ProductQuery } from '@/shop-api/index';
import { testProduct as product } from '@test-support/unit/products';
import { createSuggestEndpoint, type SuggestEndpointOptions } from './suggest-endpoint';

const CATALOGUE = [
  product(1, 'كتاب بوف كور'),
  product(2, 'کتاب سمفونی مردگان'),
  product(3, 'دفتر ۱۰۰ برگ'),
];

type Answer = ApiResult<Paged<Product>>;

/**
 * An endpoint on a raw-text fake shop; its clock, its upstream calls, and a way
 * to hold or fail the next answers.
 */
function setUp(options: Partial<SuggestEndpointOptions> & { catalogue?: Product[] } = {}) {
  // Not 0: lru-cache reads a start time of 0 as "no start".
  let time = 1_000_000;
  const calls: ProductQuery[] = [];
  let gate: Promise<void> | null = null;
  let failNext = false;
  const catalogue = options.catalogue ?? CATALOGUE;
  const getProducts = async (query: ProductQuery): Promise<Answer> => {
    calls.push(query);
    if (gate) await gate;
    if (failNext) return { ok: false, kind: 'network', message: 'خطا در برقراری ارتباط با سرور' };
    const items = catalogue
      .filter((item) => item.title.includes(query.title ?? ''))
      .slice(0, query.size);
    return {
      ok: true,
      value: { items, page: 1, size: query.size ?? 10, totalCount: items.length, totalPages: 1 },
    };
  };
  const endpoint = createSuggestEndpoint({
    ttlMs: 10_000,
    sources: { getProducts, readCategories: async () => [], imageBaseUrl: '/media/' },
    now: () => time,
    ...options,
  });
  // Each request from another shopper unless the test names one: the per-client
  // limit is tested on its own.
  let shoppers = 0;
  const anotherShopper = () => {
    shoppers += 1;
    return `10.0.${shoppers >> 8}.${shoppers & 255}`;
  };
  return {
    endpoint,
    calls,
    ask: (q: string, init: { client?: string; method?: string } = {}) =>
      endpoint.handle(
        new Request(`http://shop.test/_suggest?q=${encodeURIComponent(q)}`, {
          method: init.method ?? 'GET',
        }),
        init.client ?? anotherShopper(),
      ),
    advance: (ms: number) => {
      time += ms;
    },
    hold: () => {
      let release = () => undefined as void;
      gate = new Promise((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    failNextReads: (fail: boolean) => {
      failNext = fail;
    },
  };
}

const titles = async (response: Response) =>
  ((await response.json()) as Suggestions).products.map((item) =>
    item.title.map((part) => part.text).join(''),
  );

describe('the suggestion endpoint', () => {
  it('keeps each query for the TTL under the spellings the shop is asked: «كتاب» and then «کتاب» cost one upstream round', async () => {
    const shop = setUp();
    const first = await shop.ask('كتاب');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-suggest-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=10, s-maxage=60, stale-while-revalidate=600',
    );
    expect(await titles(first)).toEqual(['كتاب بوف كور', 'کتاب سمفونی مردگان']);
    expect(shop.calls.map((call) => call.title)).toEqual(['كتاب', 'کتاب']);

    const second = await shop.ask(' کتاب ');
    expect(second.headers.get('x-suggest-cache')).toBe('hit');
    expect(await titles(second)).toEqual(['كتاب بوف كور', 'کتاب سمفونی مردگان']);
    expect(shop.calls).toHaveLength(2);

    shop.advance(10_000);
    expect((await shop.ask('كتاب')).headers.get('x-suggest-cache')).toBe('hit');
    shop.advance(1);
    expect((await shop.ask('كتاب')).headers.get('x-suggest-cache')).toBe('miss');
    expect(shop.calls).toHaveLength(4);
  });

  it('one shopper’s spelling never answers another’s: a zero-width space or a missing ZWNJ is asked and kept apart', async () => {
    const shop = setUp({
      catalogue: [product(1, 'دفترچه یادداشت'), product(2, 'خودکار نرم‌نویس')],
    });
    // The raw-text shop finds nothing for these, and the answer is kept, under their own spellings.
    expect(await titles(await shop.ask('دفتر\u200bچه'))).toEqual([]);
    expect(await titles(await shop.ask('نرمنویس'))).toEqual([]);
    const plain = await shop.ask('دفترچه');
    expect(plain.headers.get('x-suggest-cache')).toBe('miss');
    expect(await titles(plain)).toEqual(['دفترچه یادداشت']);
    const withZwnj = await shop.ask('نرم‌نویس');
    expect(withZwnj.headers.get('x-suggest-cache')).toBe('miss');
    expect(await titles(withZwnj)).toEqual(['خودکار نرم‌نویس']);
    // Each kept answer was computed from what it is kept under.
    expect((await shop.ask('دفترچه')).headers.get('x-suggest-cache')).toBe('hit');
    expect(await titles(await shop.ask('دفتر\u200bچه'))).toEqual([]);
  });

  it('requests for a new query while it is read share the one round', async () => {
    const shop = setUp();
    const release = shop.hold();
    const answers = Promise.all([shop.ask('دفتر'), shop.ask('دفتر'), shop.ask('دفتر ')]);
    await Promise.resolve();
    release();
    const statuses = (await answers).map((answer) => answer.status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(shop.calls).toHaveLength(1);
  });

  it('a failed upstream call: 502 with the Persian message, never kept nor shared', async () => {
    const shop = setUp();
    shop.failNextReads(true);
    const failed = await shop.ask('کتاب');
    expect(failed.status).toBe(502);
    expect(failed.headers.get('cache-control')).toBe('private, no-store');
    expect(await failed.json()).toEqual({ message: 'خطا در برقراری ارتباط با سرور' });
    shop.failNextReads(false);
    const next = await shop.ask('کتاب');
    expect(next.status).toBe(200);
    expect(next.headers.get('x-suggest-cache')).toBe('miss');
    expect(shop.endpoint.size().entries).toBe(1);
  });

  it('products without the category tree: shown, but not kept and not shareable', async () => {
    const shop = setUp({
      sources: {
        getProducts: async () => ({
          ok: true,
          value: { items: CATALOGUE.slice(1, 2), page: 1, size: 8, totalCount: 1, totalPages: 1 },
        }),
        readCategories: async () => null,
        imageBaseUrl: '/media/',
      },
    });
    const answer = await shop.ask('کتاب');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await titles(answer)).toEqual(['کتاب سمفونی مردگان']);
    expect(shop.endpoint.size().entries).toBe(0);
  });

  it('with SHOP_DATA_TTL_MS=0 nothing is kept', async () => {
    const shop = setUp({ ttlMs: 0 });
    await shop.ask('کتاب');
    await shop.ask('کتاب');
    expect(shop.calls).toHaveLength(4);
    expect(shop.endpoint.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('under two characters (normalised) asks nothing and suggests nothing', async () => {
    const shop = setUp();
    for (const q of ['', 'ک', ' ک ', 'کـ', 'ك\u064e']) {
      const answer = await shop.ask(q);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ products: [], categories: [], browse: [] });
    }
    expect(shop.calls).toEqual([]);
  });

  it(`reads at most ${SEARCH_QUERY_MAX_LENGTH} characters of the query, as the listing does`, async () => {
    const shop = setUp();
    await shop.ask('د'.repeat(SEARCH_QUERY_MAX_LENGTH + 50));
    expect(shop.calls.map((call) => call.title?.length)).toEqual([SEARCH_QUERY_MAX_LENGTH]);
  });

  it('HEAD: the headers of GET without the body', async () => {
    const shop = setUp();
    const answer = await shop.ask('کتاب', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.text()).toBe('');
  });

  it(`each client has a bucket: ${SUGGEST_RATE_BURST} at once, then ${SUGGEST_RATE_PER_SECOND} a second; beyond, 429 with Retry-After`, async () => {
    const shop = setUp();
    const client = '192.0.2.7';
    for (let request = 0; request < SUGGEST_RATE_BURST; request += 1)
      expect((await shop.ask('کتاب', { client })).status).toBe(200);
    const refused = await shop.ask('کتاب', { client });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(((await refused.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    expect((await shop.ask('کتاب', { client: '192.0.2.8' })).status).toBe(200);
    shop.advance(1000 / SUGGEST_RATE_PER_SECOND);
    expect((await shop.ask('کتاب', { client })).status).toBe(200);
    expect((await shop.ask('کتاب', { client })).status).toBe(429);
  });

  it(`keeps at most ${SUGGEST_CACHE_MAX_ENTRIES} answers, the least recently used leave first`, async () => {
    const shop = setUp();
    for (let n = 0; n <= SUGGEST_CACHE_MAX_ENTRIES; n += 1) await shop.ask(`کتاب ${n}`);
    expect(shop.endpoint.size().entries).toBe(SUGGEST_CACHE_MAX_ENTRIES);
    const calls = shop.calls.length;
    expect(
      (await shop.ask(`کتاب ${SUGGEST_CACHE_MAX_ENTRIES}`)).headers.get('x-suggest-cache'),
    ).toBe('hit');
    expect((await shop.ask('کتاب 0')).headers.get('x-suggest-cache')).toBe('miss');
    expect(shop.calls.length).toBeGreaterThan(calls);
  });

  it(`keeps at most ${SUGGEST_CACHE_MAX_BYTES / 1024 / 1024} MiB of answers`, async () => {
    // Eight products of 6,000-character titles: about 100 KB an answer.
    const long = Array.from({ length: 8 }, (_, index) =>
      product(index, `دفتر ${'ب'.repeat(6_000)} ${index}`),
    );
    const shop = setUp({ catalogue: long });
    for (let n = 0; n < 60; n += 1) await shop.ask(`دفتر ${'ب'.repeat(n)}`);
    const { entries, bytes } = shop.endpoint.size();
    expect(bytes).toBeLessThanOrEqual(SUGGEST_CACHE_MAX_BYTES);
    expect(bytes).toBeGreaterThan(SUGGEST_CACHE_MAX_BYTES * 0.9);
    expect(entries).toBeLessThan(60);
    expect(normalisePersian('دفتر')).toBe('دفتر');
  });

  it('each products call of a new query waits for a slot of the upstream gate, as the proxy’s calls do', async () => {
    const slots = createFairSlots({ concurrency: 1, maxWaiting: 8 });
    const shop = setUp({ upstreamSlot: (client) => slots.acquire(client) });
    const release = shop.hold();
    const answer = shop.ask('كتاب');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // «كتاب» has two spellings: one call holds the one slot, the other waits for it.
    expect(shop.calls).toHaveLength(1);
    expect([slots.running, slots.waiting]).toEqual([1, 1]);
    release();
    expect((await answer).status).toBe(200);
    expect(shop.calls).toHaveLength(2);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('with the upstream gate full, a new query asks nothing upstream: 502 with the busy message, never kept', async () => {
    const shed = async () =>
      (await metrics().shed.get()).values.find((value) => value.labels.what === 'upstream')
        ?.value ?? 0;
    const before = await shed();
    // The process's own gate, full: its slots held and its line taken by many
    // clients, one each (none to push out).
    const gate = workSlots('upstream');
    const held = await Promise.all(
      Array.from({ length: UPSTREAM_CALLS_AT_ONCE }, (_, index) =>
        gate.acquire(`192.0.2.${index}`),
      ),
    );
    const waiting = Array.from({ length: UPSTREAM_CALLS_WAITING }, (_, index) =>
      gate.acquire(`198.18.0.${index}`),
    );
    const shop = setUp();
    try {
      const refused = await shop.ask('کتاب');
      expect(refused.status).toBe(502);
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
      expect(await refused.json()).toEqual({ message: BUSY_MESSAGE });
      expect(shop.calls).toEqual([]);
      expect(shop.endpoint.size().entries).toBe(0);
      expect(await shed()).toBeGreaterThan(before);
    } finally {
      for (const release of held) release?.();
      for (const release of await Promise.all(waiting)) release?.();
    }
    const next = await shop.ask('کتاب');
    expect(next.status).toBe(200);
    expect(next.headers.get('x-suggest-cache')).toBe('miss');
    expect(shop.calls).toHaveLength(2);
  });
});
