import { describe, expect, it } from 'vitest';
import { createFixtureShop } from './index';
import { latencyOf, parseLatency } from './latency';
import { FIXTURES_DIR } from '@test-support/servers/fixture-shop';

const REVIEWS = '/api/shop/products/reviews/101';

describe('parseLatency', () => {
  it('reads one wait for every path, with or without jitter', () => {
    expect(latencyOf(parseLatency('100'), '/api/shop/get-data')).toBe(100);
    const jittered = parseLatency(' 100~20 ');
    expect(latencyOf(jittered, '/api/shop/get-data', () => 0)).toBe(80);
    expect(latencyOf(jittered, '/api/shop/get-data', () => 0.5)).toBe(100);
    expect(latencyOf(jittered, '/api/shop/get-data', () => 0.999999)).toBe(120);
  });

  it('gives a path its own wait, `*` standing for one segment; the entry without a path serves the rest', () => {
    const plan = parseLatency('100,/api/shop/products/reviews/*=3000');
    expect(latencyOf(plan, REVIEWS)).toBe(3000);
    expect(latencyOf(plan, '/api/shop/products/101')).toBe(100);
    expect(latencyOf(plan, '/api/shop/products/reviews')).toBe(100);
    expect(latencyOf(plan, '/api/shop/products/reviews/101/x')).toBe(100);
    // Only the path named waits when no entry serves the rest.
    const only = parseLatency('/api/shop/products/reviews/*=3000');
    expect(latencyOf(only, REVIEWS)).toBe(3000);
    expect(latencyOf(only, '/api/shop/get-data')).toBe(0);
  });

  it('reads nothing as no wait', () => {
    expect(parseLatency('').rules).toEqual([]);
    expect(parseLatency('0').rules).toEqual([]);
  });

  it.each([
    ['fast', /"fast" is not \[PATH=\]MS\[~JITTER\]/],
    ['-5', /"-5"/],
    ['100ms', /"100ms"/],
    ['100~200', /jitter cannot exceed/],
    ['200000', /at most 120000 ms/],
    ['100,200', /two entries without a path/],
    ['reviews=3000', /"reviews=3000"/],
    ['100,,200', /"" is not/],
  ])('refuses %s, saying which entry is wrong', (spec, message) => {
    expect(() => parseLatency(spec)).toThrow(message);
  });
});

describe('the fixture shop with a latency plan', () => {
  it('waits before the answers the plan names, and only those', async () => {
    const shop = createFixtureShop({
      fixturesDir: FIXTURES_DIR,
      latency: parseLatency('/api/shop/products/reviews/*=1000'),
    });
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await shop.handle(new Request(`http://shop.test${path}`));
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    expect(await timed(REVIEWS)).toBeGreaterThanOrEqual(990);
    // A coarse bound far from the 1 s wait: the categories answer is not delayed.
    expect(await timed('/api/shop/categories')).toBeLessThan(900);
  });
});
