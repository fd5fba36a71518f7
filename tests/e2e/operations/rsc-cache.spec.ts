import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { checkNginxConfig, startNginx, writeNginxConfig } from '../../support/servers/nginx';
import { notificationAlreadyRead } from '../../support/browser/notification';
import { hydrated } from '../../support/browser/hydration';
import {
  assertPortsFree,
  stop,
  waitFor,
  watch,
  type Watched,
} from '../../support/servers/processes';
import { expect, test } from '../../support/browser/fixtures';

/**
 * docs/decisions/0083: Waku's client router names the elements it holds, with
 * their etags, in `X-Waku-Etags`, and an RSC answer shaped by it must never be
 * kept by the shipped nginx config for another shopper; the service worker
 * never sends it on either; a
 * server-function path and a page request carrying the header are a 404 and
 * the page, each with one JSON log line. And item 4's proxy part: the
 * shipped config's own per-address limit on sign-in calls.
 *
 * One instance on the embedded shop behind deploy/nginx/storefront.conf as
 * shipped, on the worker's first two ports (nginx, the instance).
 */
let PROXY: string;
let INSTANCE: string;

/** Accept-Encoding as curl, a browser and a bare client send it: each is its own copy in the proxy. */
const ENCODINGS: Array<Record<string, string>> = [
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'br, gzip' },
  {},
];

/** Every catalogue and static page's RSC path, with the route element its answer must hold. */
const PUBLIC_PAGES = [
  { rsc: '/RSC/R/_root.txt', route: 'route:/' },
  { rsc: '/RSC/R/Contact-us.txt', route: 'route:/Contact-us' },
  { rsc: '/RSC/R/About-us.txt', route: 'route:/About-us' },
  { rsc: '/RSC/R/Products.txt', route: 'route:/Products' },
  { rsc: '/RSC/R/category/10.txt', route: 'route:/category/10' },
];

let dir: string;
let instance: Watched | undefined;
let nginx: Watched | undefined;

/** A request with exactly these headers (no client-added Accept-Encoding); the body decoded. */
async function raw(url: string, headers: Record<string, string>) {
  const answer = await request(url, { headers });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  const encoding = answer.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(bytes)
      : encoding === 'gzip'
        ? gunzipSync(bytes)
        : bytes;
  return { status: answer.statusCode, headers: answer.headers, text: body.toString('utf8') };
}

/** The etags a shopper who has seen everything would send (Waku marks a route's element immutable: `1`). */
function heldEtags(route: string): Record<string, string> {
  return {
    'x-waku-etags': JSON.stringify({ [route]: 1, root: 1, 'layout:/': 1, 'layout:/(shop)': 1 }),
  };
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async ({ ports }) => {
  const [proxyPort, instancePort] = ports;
  PROXY = `http://127.0.0.1:${proxyPort}`;
  INSTANCE = `http://127.0.0.1:${instancePort}`;
  await assertPortsFree(proxyPort, instancePort);
  dir = mkdtempSync(path.join(tmpdir(), 'storefront-rsc-cache-'));
  instance = watch(process.execPath, ['dist/serve-node.js'], {
    PORT: String(instancePort),
    HOST: '127.0.0.1',
    SHOP_TRUST_PROXY: '1',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
  });
  await waitFor(`${INSTANCE}/healthz`);
  const config = writeNginxConfig({
    dir,
    port: proxyPort,
    instances: [`127.0.0.1:${instancePort}`],
  });
  const checked = checkNginxConfig(config);
  expect(checked.ok, checked.output).toBe(true);
  nginx = startNginx(config);
  await waitFor(`${PROXY}/healthz`);
});

test.afterAll(async () => {
  await Promise.all([stop(nginx), stop(instance)]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test.describe('through the shipped nginx config', () => {
  test.use({
    storageState: async ({ ports }, use) =>
      use(notificationAlreadyRead([`http://127.0.0.1:${ports[0]}`])),
  });

  test('a poisoning attempt, then a fresh shopper’s client navigation to «تماس با ما» renders the page', async ({
    page,
  }) => {
    // The probe of docs/decisions/0083, for each copy the proxy keeps.
    for (const encoding of ENCODINGS) {
      const poisoned = await raw(`${PROXY}/RSC/R/Contact-us.txt?query=`, {
        ...encoding,
        ...heldEtags('route:/Contact-us'),
      });
      expect(poisoned.status).toBe(200);
    }
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${PROXY}/`);
    // A click before hydration is a page load, not the client navigation this test is about.
    await hydrated(page);
    const navigation = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/RSC/R/Contact-us.txt',
    );
    await page.locator('footer').getByRole('link', { name: 'تماس با ما' }).click();
    const payload = await navigation;
    // The browser's copy came from the proxy's cache, where the attempt left its answer.
    expect(payload.headers()['x-cache-status']).toBe('HIT');
    await expect(page).toHaveURL(`${PROXY}/Contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: 'تماس با ما' })).toBeVisible();
    expect(errors.filter((text) => /Invalid element/.test(text))).toEqual([]);
  });
});

test('every RSC answer the proxy keeps holds the whole page, whatever etags the request that filled it sent', async () => {
  for (const { rsc, route } of PUBLIC_PAGES) {
    for (const encoding of ENCODINGS) {
      const url = `${PROXY}${rsc}?query=&kept=${Date.now()}`;
      const first = await raw(url, { ...encoding, ...heldEtags(route) });
      expect(first.status, rsc).toBe(200);
      expect(first.headers['cache-control'], rsc).toMatch(/s-maxage=60/);
      expect(first.text, `${rsc} answered to etags`).toContain(`"${route}"`);
      const kept = await raw(url, encoding);
      expect(kept.headers['x-cache-status'], `${rsc} ${JSON.stringify(encoding)}`).toBe('HIT');
      expect(kept.text, `${rsc} as kept`).toContain(`"${route}"`);
    }
  }
});

test('the instance itself answers etags with the whole payload, and a page request carrying it with the page', async () => {
  const rsc = await raw(
    `${INSTANCE}/RSC/R/Contact-us.txt?query=&direct=1`,
    heldEtags('route:/Contact-us'),
  );
  expect(rsc.status).toBe(200);
  expect(rsc.text).toContain('"route:/Contact-us"');
  const marker = instance!.output().length;
  const document = await raw(`${INSTANCE}/Contact-us?skip=1`, heldEtags('route:/Contact-us'));
  expect(document.status).toBe(200);
  expect(document.text).toContain('<h1 id="page-title">تماس با ما</h1>');
  const lines = await logLinesOf(marker, String(document.headers['x-request-id']));
  expect(lines.map((line) => line.msg)).toEqual(['request']);
});

test('GET /RSC/F/<anything> is a 404 with one JSON log line, and nothing printed outside the JSON log', async () => {
  for (const pathname of ['/RSC/F/anything', '/RSC/F/_src/x.ts/action.txt', '/RSC/F/%E2%80%AE']) {
    const marker = instance!.output().length;
    const answer = await raw(`${INSTANCE}${pathname}`, {});
    expect(answer.status, pathname).toBe(404);
    expect(answer.text).not.toMatch(/\bat \S+:\d+/);
    const lines = await logLinesOf(marker, String(answer.headers['x-request-id']));
    expect(lines, pathname).toEqual([expect.objectContaining({ msg: 'request', status: 404 })]);
  }
});

test('the shipped config limits sign-in calls per address: over its burst, its own 429 envelope with the Persian message', async () => {
  const answers = await Promise.all(
    Array.from({ length: 45 }, (_, index) =>
      request(`${PROXY}/api/shop/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          phoneNumber: `0939${String(index).padStart(7, '0')}`,
          password: 'x',
        }),
      }).then(async (answer) => ({
        status: answer.statusCode,
        headers: answer.headers,
        text: await answer.body.text(),
      })),
    ),
  );
  const log = readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { uri: string; status: number; upstream: string });
  // Refused by nginx itself: never sent to an instance.
  const refused = log.filter(
    (entry) =>
      entry.uri === '/api/shop/users/login' && entry.status === 429 && entry.upstream === '',
  );
  expect(refused.length).toBeGreaterThan(0);
  const fromNginx = answers.find(
    (answer) =>
      answer.status === 429 &&
      answer.headers['retry-after'] === '2' &&
      !answer.headers['x-content-type-options'],
  );
  expect(fromNginx, 'a 429 answered by nginx').toBeDefined();
  const envelope = JSON.parse(fromNginx!.text) as {
    isSuccess: boolean;
    statusCode: number;
    errors: string[];
  };
  expect(envelope).toMatchObject({ isSuccess: false, statusCode: 429 });
  expect(envelope.errors[0]).toMatch(/^تعداد تلاش‌ها بیش از حد مجاز است\./);
  expect(fromNginx!.headers['content-type']).toMatch(/^application\/json/);
});

test('a picture is kept once per format, whatever Accept spells it: 50 spellings cost at most three misses', async () => {
  const listing = await raw(`${INSTANCE}/Products`, {});
  const picture = /\/_img\/160\/m\/[\w-]+/.exec(listing.text)?.[0];
  expect(picture, 'a product picture on the listing').toBeTruthy();
  const spellings: Array<[string, string]> = [];
  for (let index = 0; index < 50; index += 1) {
    const noise = `application/x-spelling-${index};q=0.${index % 9}`;
    const kind = index % 5;
    if (kind === 0) spellings.push([`image/avif,image/webp,${noise},*/*;q=0.8`, 'image/avif']);
    else if (kind === 1) spellings.push([`image/webp,${noise},image/*`, 'image/webp']);
    else if (kind === 2) spellings.push([`${noise},image/*,*/*`, 'image/jpeg']);
    else if (kind === 3)
      spellings.push([`image/avif;q=0,image/webp;q=0.${1 + (index % 8)},${noise}`, 'image/webp']);
    else spellings.push([`IMAGE/AVIF ; q=1,${noise}`, 'image/avif']);
  }
  for (const [accept, type] of spellings) {
    const answer = await request(`${PROXY}${picture}`, { headers: { accept } });
    await answer.body.arrayBuffer();
    expect(answer.statusCode, accept).toBe(200);
    expect(String(answer.headers['content-type']).replace(/;.*/, ''), accept).toBe(type);
    expect(answer.headers.vary, accept).toMatch(/accept/i);
  }
  const log = readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { uri: string; cache: string });
  const misses = log.filter((entry) => entry.uri === picture && entry.cache === 'MISS');
  expect(misses.length).toBeLessThanOrEqual(3);
});

/**
 * The log lines of one request, written after `marker`, once its request
 * line is out; fails when anything after the marker is not a JSON line.
 */
async function logLinesOf(marker: number, reqId: string): Promise<Array<Record<string, unknown>>> {
  const parsed = () =>
    instance!
      .output()
      .slice(marker)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          throw new Error(`not a JSON log line: ${line}`);
        }
      });
  await expect
    .poll(() => parsed().some((line) => line.reqId === reqId && line.msg === 'request'))
    .toBe(true);
  return parsed().filter((line) => line.reqId === reqId);
}
