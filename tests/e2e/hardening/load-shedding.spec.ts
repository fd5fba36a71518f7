import { setMaxListeners } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import * as limits from '@/lib/limits';
import { startHostileUpstream, type HostileUpstream } from '../../support/servers/hostile-upstream';
import {
  assertPortsFree,
  metric,
  stop,
  waitFor,
  watch,
  type Watched,
} from '../../support/servers/processes';
import { startStorefront, type StorefrontProcess } from '../../support/servers/storefront-process';
import { expect, test } from '../../support/browser/fixtures';

/**
 * Work in flight is bounded (docs/decisions/0084). Pictures to make wait
 * in a bounded line shared fairly between clients, and a picture whose every
 * requester has gone is never fetched or made; page renders and shop API
 * calls hold a bounded number of slots, and over them and their line a
 * request is shed at once (503, Retry-After, the Persian page or envelope)
 * while kept pages, static files and /healthz still answer.
 */
const BUSY_PAGE = '<h1>فروشگاه لحظاتی شلوغ است</h1>';

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
};

/** Ends a whole burst at once; its signal carries a listener per request, past Node's leak warning at 10. */
function burstController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

/** A GET that settles however it ends: an answer, or 'ended' when it was aborted or failed (before its body or during it). */
function get(
  url: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Answer | 'ended'> {
  return request(url, { headers, signal })
    .then(async (answer): Promise<Answer> => ({
      status: answer.statusCode,
      headers: answer.headers,
      text: await answer.body.text(),
    }))
    .catch(() => 'ended' as const);
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.describe('pictures to make (item 3)', () => {
  let upstream: HostileUpstream;
  let shop: StorefrontProcess;
  let cacheDir: string;
  let metrics: string;
  /** A picture nobody asked for before, from the slow source (2 s a fetch). */
  let serial = 0;
  const slowPicture = () => `${shop.url}/_img/320/n/slow-${Date.now()}-${(serial += 1)}`;
  const from = (client: string) => ({ 'x-forwarded-for': client, accept: 'image/webp' });
  const inFlight = (state: 'running' | 'waiting') =>
    metric(metrics, 'storefront_work_in_flight', `what="image",state="${state}"`);

  test.beforeAll(async ({ ports }) => {
    const [port, metricsPort] = ports;
    metrics = `http://127.0.0.1:${metricsPort}/metrics`;
    upstream = await startHostileUpstream();
    cacheDir = mkdtempSync(path.join(tmpdir(), 'storefront-image-queue-'));
    shop = await startStorefront(port, {
      SHOP_API_URL: upstream.url,
      SHOP_IMAGE_BASE_URL: `${upstream.url}/api/shop/media/`,
      SHOP_IMAGE_CACHE_DIR: cacheDir,
      SHOP_TRUST_PROXY: '1',
      METRICS_PORT: String(metricsPort),
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    await upstream?.close();
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });

  /** Aborts a burst and waits until the line is empty again. */
  async function abandon(controller: AbortController, answers: Array<Promise<unknown>>) {
    controller.abort();
    await Promise.all(answers);
    await expect
      .poll(async () => (await inFlight('running')) + (await inFlight('waiting')))
      .toBe(0);
  }

  test('one client holds at most its share of the line: the next picture it asks is a 503 at once, another client’s is made', async () => {
    const controller = burstController();
    const burst = Array.from({ length: limits.IMAGE_JOBS_PER_CLIENT + 1 }, () =>
      get(slowPicture(), from('198.51.100.1'), controller.signal),
    );
    await expect
      .poll(() => inFlight('waiting'))
      .toBe(limits.IMAGE_JOBS_PER_CLIENT - limits.IMAGE_JOBS_AT_ONCE);
    const shed = await Promise.race([
      Promise.any(burst),
      new Promise<'none'>((resolve) => setTimeout(() => resolve('none'), 5000)),
    ]);
    expect(shed).toMatchObject({
      status: 503,
      headers: {
        'retry-after': String(limits.SHED_RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
      },
    });
    // Another shopper's picture gets the next free slot, before the rest of the burst.
    const other = await get(
      `${shop.url}/_img/320/n/slow-other-${Date.now()}`,
      from('198.51.100.2'),
    );
    expect(other).toMatchObject({ status: 200, headers: { 'content-type': 'image/webp' } });
    await abandon(controller, burst);
  });

  test('the line is bounded: with every slot held and the line full, one picture each, the next picture is a 503 at once', async () => {
    const controller = burstController();
    // As many clients as places, so that no one client has more to give up than the newcomer (docs/decisions/0084).
    const burst = Array.from(
      { length: limits.IMAGE_JOBS_AT_ONCE + limits.IMAGE_JOBS_WAITING },
      (_, index) => get(slowPicture(), from(`198.18.0.${index}`), controller.signal),
    );
    await expect.poll(() => inFlight('waiting')).toBe(limits.IMAGE_JOBS_WAITING);
    expect(await inFlight('running')).toBe(limits.IMAGE_JOBS_AT_ONCE);
    const over = await get(slowPicture(), from('198.51.100.99'));
    expect(over).toMatchObject({
      status: 503,
      headers: { 'retry-after': String(limits.SHED_RETRY_AFTER_SECONDS) },
    });
    expect(await metric(metrics, 'storefront_shed_total', 'what="image"')).toBeGreaterThanOrEqual(
      2,
    );
    await abandon(controller, burst);
  });

  test('an abandoned burst is dropped: none of its pictures is made, its fetches stop with its clients, and the next shopper’s picture is made at once', async () => {
    upstream.resetCalls();
    const abandonedBefore =
      (await metric(metrics, 'storefront_image_jobs_abandoned_total', 'stage="waiting"')) +
      (await metric(metrics, 'storefront_image_jobs_abandoned_total', 'stage="fetched"'));
    const filesBefore = readdirSync(cacheDir).length;
    const controller = burstController();
    const names = Array.from({ length: 40 }, () => slowPicture());
    const burst = names.map((url, index) =>
      get(url, from(`192.0.2.${1 + (index % 5)}`), controller.signal),
    );
    await expect
      .poll(() => upstream.callsUnder('/api/shop/media/slow-'))
      .toBe(limits.IMAGE_JOBS_AT_ONCE);
    await abandon(controller, burst);
    const abandoned =
      (await metric(metrics, 'storefront_image_jobs_abandoned_total', 'stage="waiting"')) +
      (await metric(metrics, 'storefront_image_jobs_abandoned_total', 'stage="fetched"'));
    expect(abandoned - abandonedBefore).toBe(40);
    // A shopper's picture is made at once, nothing of the burst before it.
    const fresh = await get(`${shop.url}/_img/320/n/photo`, from('192.0.2.50'));
    expect(fresh).toMatchObject({ status: 200 });
    // The fetches in flight when the clients left, and the few begun while their 40
    // connections were closing (each aborted as soon as its own close is read):
    // never the burst (40 before, one after another for 10 s).
    expect(upstream.callsUnder('/api/shop/media/slow-')).toBeLessThanOrEqual(
      2 * limits.IMAGE_JOBS_AT_ONCE,
    );
    expect(readdirSync(cacheDir).length).toBe(filesBefore + 1);
  });
});

test.describe('renders and shop API calls (item 5)', () => {
  let api: Watched | undefined;
  let shop: StorefrontProcess;
  let apiPort: number;
  let metrics: string;
  const inFlight = (what: 'render' | 'upstream', state: 'running' | 'waiting') =>
    metric(metrics, 'storefront_work_in_flight', `what="${what}",state="${state}"`);

  test.beforeAll(async ({ ports }) => {
    // Not the first two ports: the first takes the storefront of a test below.
    const [, , port, shopApiPort, metricsPort] = ports;
    apiPort = shopApiPort;
    metrics = `http://127.0.0.1:${metricsPort}/metrics`;
    // The fixture shop answering every call after 3 s.
    await assertPortsFree(apiPort);
    api = watch(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/fixture-server.ts',
        '--port',
        String(apiPort),
        '--scenario',
        'slow',
      ],
      {},
    );
    await waitFor(`http://127.0.0.1:${apiPort}/api/shop/get-data`, 200, 60_000);
    shop = await startStorefront(port, {
      // Clients told apart by X-Forwarded-For, as behind the shipped nginx.
      SHOP_TRUST_PROXY: '1',
      SHOP_API_URL: `http://127.0.0.1:${apiPort}`,
      SHOP_IMAGE_BASE_URL: `http://127.0.0.1:${apiPort}/media/`,
      SHOP_DATA_TTL_MS: '30000',
      SHOP_API_TIMEOUT_MS: '20000',
      METRICS_PORT: String(metricsPort),
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    await stop(api);
  });

  test('with every render slot held and the line full, the next page load and client navigation are shed at once; kept pages, static files and /healthz answer', async ({
    page: browser,
  }) => {
    const kept = await get(`${shop.url}/About-us`);
    expect(kept).toMatchObject({ status: 200 });
    const asset = /\/assets\/[\w.-]+\.js/.exec((kept as Answer).text)?.[0];
    expect(asset).toBeTruthy();

    const controller = burstController();
    const held = Array.from(
      { length: limits.RENDERS_AT_ONCE + limits.RENDERS_WAITING },
      (_, index) => get(`${shop.url}/Products?q=held-${index}`, {}, controller.signal),
    );
    // Every slot and the whole line taken: the next page request of either kind is shed.
    await expect.poll(() => inFlight('render', 'waiting')).toBe(limits.RENDERS_WAITING);
    expect(await inFlight('render', 'running')).toBe(limits.RENDERS_AT_ONCE);
    const page = await get(`${shop.url}/Products?q=over`);
    expect(page).toMatchObject({
      status: 503,
      headers: {
        'retry-after': String(limits.SHED_RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        'content-type': 'text/html; charset=utf-8',
      },
    });
    expect((page as Answer).text).toContain(BUSY_PAGE);
    // What a shopper sees: the Persian busy page, right to left.
    const shown = await browser.goto(`${shop.url}/Products?q=over-in-a-browser`);
    expect(shown?.status()).toBe(503);
    await expect(
      browser.getByRole('heading', { level: 1, name: 'فروشگاه لحظاتی شلوغ است' }),
    ).toBeVisible();
    await browser.screenshot({ path: test.info().outputPath('busy-1366.png') });
    await browser.setViewportSize({ width: 390, height: 844 });
    await browser.screenshot({ path: test.info().outputPath('busy-390.png') });
    const rsc = await get(`${shop.url}/RSC/R/Products.txt?query=q%3Dover`);
    expect(rsc).toMatchObject({
      status: 503,
      headers: { 'retry-after': String(limits.SHED_RETRY_AFTER_SECONDS) },
    });

    // What needs no render still answers.
    expect(await get(`${shop.url}/About-us`)).toMatchObject({
      status: 200,
      headers: { 'x-page-cache': 'hit' },
    });
    expect(await get(`${shop.url}${asset}`)).toMatchObject({ status: 200 });
    expect(await get(`${shop.url}/healthz`)).toMatchObject({ status: 200 });
    expect(await metric(metrics, 'storefront_shed_total', 'what="render"')).toBe(3);

    controller.abort();
    await Promise.all(held);
    // Slots given back by clients that went away: renders are taken again.
    await expect
      .poll(async () => ((await get(`${shop.url}/Products?q=after`)) as Answer).status, {
        timeout: 20_000,
      })
      .toBe(200);
  });

  test('a kept page gone stale is answered stale, not shed, while every render slot is held', async ({
    ports,
  }) => {
    // A storefront of its own whose pages (and shop data) are kept 2 s, on the same slow shop API.
    const short = await startStorefront(ports[0], {
      SHOP_API_URL: `http://127.0.0.1:${apiPort}`,
      SHOP_IMAGE_BASE_URL: `http://127.0.0.1:${apiPort}/media/`,
      SHOP_DATA_TTL_MS: '2000',
      SHOP_API_TIMEOUT_MS: '20000',
    });
    const controller = burstController();
    let held: Array<Promise<unknown>> = [];
    try {
      expect(await get(`${short.url}/About-us`)).toMatchObject({ status: 200 });
      held = Array.from(
        { length: limits.RENDERS_AT_ONCE + limits.RENDERS_WAITING + 8 },
        (_, index) => get(`${short.url}/Products?q=held-${index}`, {}, controller.signal),
      );
      // Once its 2 s are over, the page's render is shed (the line is full) and the kept copy answers.
      await expect
        .poll(
          async () => {
            const answer = await get(`${short.url}/About-us`);
            return answer === 'ended'
              ? 'ended'
              : `${answer.status} ${String(answer.headers['x-page-cache'])}`;
          },
          { timeout: 20_000 },
        )
        .toBe('200 stale');
    } finally {
      controller.abort();
      await Promise.all(held);
      await short.stop();
    }
  });

  test('with every upstream slot held and the line full, the next shop API call is a 503 envelope with the Persian message', async () => {
    const controller = burstController();
    const held = Array.from(
      { length: limits.UPSTREAM_CALLS_AT_ONCE + limits.UPSTREAM_CALLS_WAITING },
      (_, index) =>
        get(`${shop.url}/api/shop/products?page=${index + 1}&size=5`, {}, controller.signal),
    );
    await expect.poll(() => inFlight('upstream', 'waiting')).toBe(limits.UPSTREAM_CALLS_WAITING);
    expect(await inFlight('upstream', 'running')).toBe(limits.UPSTREAM_CALLS_AT_ONCE);
    const over = await get(`${shop.url}/api/shop/get-data`);
    expect(over).toMatchObject({
      status: 503,
      headers: { 'retry-after': String(limits.SHED_RETRY_AFTER_SECONDS) },
    });
    const envelope = JSON.parse((over as Answer).text) as {
      isSuccess: boolean;
      errors: string[];
      statusCode: number;
    };
    expect(envelope).toMatchObject({
      isSuccess: false,
      statusCode: 503,
      errors: ['سرور در این لحظه شلوغ است. لطفاً چند ثانیه دیگر دوباره تلاش کنید.'],
    });
    // A page's cart read through the server (docs/decisions/0101) takes the same slots: its
    // result says the same, in the form the page reads.
    const read = await get(`${shop.url}/_shopper/cart`, { authorization: 'Bearer x' });
    expect(read).toMatchObject({
      status: 503,
      headers: { 'retry-after': String(limits.SHED_RETRY_AFTER_SECONDS) },
    });
    expect(JSON.parse((read as Answer).text)).toEqual({
      ok: false,
      kind: 'server',
      message: 'سرور در این لحظه شلوغ است. لطفاً چند ثانیه دیگر دوباره تلاش کنید.',
      status: 503,
    });
    expect(await get(`${shop.url}/healthz`)).toMatchObject({ status: 200 });
    controller.abort();
    await Promise.all(held);
    await expect
      .poll(
        async () =>
          (await inFlight('upstream', 'running')) + (await inFlight('upstream', 'waiting')),
        { timeout: 20_000 },
      )
      .toBe(0);
  });

  test('one client filling every render and shop API place does not keep another shopper out', async () => {
    // The shop data read first (renders wait for it before they take a slot).
    expect(await get(`${shop.url}/About-us`)).toMatchObject({ status: 200 });
    const shedBefore = await metric(metrics, 'storefront_shed_total', 'what="render"');
    const controller = burstController();
    const burst = { 'x-forwarded-for': '203.0.113.1' };
    const renders = Array.from({ length: 100 }, (_, index) =>
      get(`${shop.url}/RSC/R/Products.txt?query=q%3Dburst${index}`, burst, controller.signal),
    );
    const calls = Array.from({ length: 200 }, (_, index) =>
      get(`${shop.url}/api/shop/products?title=burst${index}`, burst, controller.signal),
    );
    // Alone, the client may take every slot and every place in line (the shop API answers after 3 s).
    const held = async (what: 'render' | 'upstream') =>
      (await inFlight(what, 'running')) + (await inFlight(what, 'waiting'));
    await expect
      .poll(async () => [await held('render'), await held('upstream')])
      .toEqual([
        limits.RENDERS_AT_ONCE + limits.RENDERS_WAITING,
        limits.UPSTREAM_CALLS_AT_ONCE + limits.UPSTREAM_CALLS_WAITING,
      ]);
    // Another shopper: an uncached page, a client navigation, the page's cart read (through the
    // server, docs/decisions/0101) and a call of the proxy each take the place of one of the burst's.
    const other = { 'x-forwarded-for': '198.51.100.9' };
    const [page, navigation, cartRead, cart] = await Promise.all([
      get(`${shop.url}/Products?q=another-shopper`, other),
      get(`${shop.url}/RSC/R/Products.txt?query=q%3Danother`, other),
      get(`${shop.url}/_shopper/cart`, { ...other, authorization: 'Bearer x' }),
      get(`${shop.url}/api/shop/users/cart`, { ...other, authorization: 'Bearer x' }),
    ]);
    expect(page).toMatchObject({ status: 200 });
    expect(navigation).toMatchObject({ status: 200 });
    expect((cartRead as Answer).status).toBe(200);
    expect((cart as Answer).status).not.toBe(503);
    // The burst's renders past every place were shed at once, and two more when the shopper's took their places.
    const burstShed = 100 - (limits.RENDERS_AT_ONCE + limits.RENDERS_WAITING) + 2;
    expect(await metric(metrics, 'storefront_shed_total', 'what="render"')).toBe(
      shedBefore + burstShed,
    );
    controller.abort();
    const ended = await Promise.all([...renders, ...calls]);
    const shedRenders = ended
      .slice(0, 100)
      .filter((answer) => answer !== 'ended' && answer.status === 503);
    expect(shedRenders.length).toBe(burstShed);
  });
});
