import { expect, test } from '@playwright/test';
import autocannon from 'autocannon';
import { STOREFRONT } from '../../../playwright.config';

/**
 * Load: 30 s of mixed routes at 50 connections against the
 * production build: zero errors, zero dropped requests, no answer a 5xx, and
 * the server still answers afterwards. How fast it answers is the bench's
 * figure (npm run bench), not this test's.
 */
const MIXED = [
  '/',
  '/category/10',
  '/Products',
  '/Products?q=%DA%A9%D8%AA%D8%A7%D8%A8',
  '/Product/BK-1001/x',
  '/About-us',
  '/Contact-us',
  '/Login',
  '/cart',
  '/no-such-page',
  '/api/shop/get-data',
  '/api/shop/products?page=1&size=10',
];

test('30 s of mixed routes at 50 connections: no errors, nothing dropped, no 5xx', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const result = await autocannon({
    url: STOREFRONT,
    connections: 50,
    duration: 30,
    // A request counts as dropped only if it gets no answer at all within 30 s
    // (autocannon's default of 10 s would count slow answers on a busy machine).
    timeout: 30,
    requests: MIXED.map((path) => ({ method: 'GET', path })),
  });
  // The figures, for docs/quality.md: they show in the test run's output.
  console.log(
    `[load] ${result.requests.total} requests in 30 s at 50 connections: ${Math.round(result.requests.average)} per second, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} answers other than 2xx (the unknown path's 404 and the old product URL's 301)`,
  );
  expect(result.errors, 'socket errors').toBe(0);
  expect(result.timeouts, 'timed-out requests').toBe(0);
  expect(result['5xx'], 'answers 5xx').toBe(0);
  // Every answer is a page, the unknown path's 404 or the old product URL's 301.
  expect(Object.keys(result.statusCodeStats).sort(), 'statuses answered').toEqual([
    '200',
    '301',
    '404',
  ]);
  const after = await request.get('/healthz');
  expect(after.status()).toBe(200);
});
