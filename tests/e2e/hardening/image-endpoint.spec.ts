import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../../support/browser/fixtures';
import { startStorefront, type StorefrontProcess } from '../../support/servers/storefront-process';

/**
 * The image endpoint over HTTP (docs/decisions/0009), against the
 * production build: a storefront whose SHOP_IMAGE_BASE_URL is a small image
 * server of this spec, which counts what it is asked for and serves a camera
 * photo, a photo stored sideways (EXIF Orientation 6), a decompression bomb,
 * a file that is not an image, and many pictures to fill the cache.
 */
const CACHE_MB = 1;
const AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

type File = { body: Buffer; type: string };
const files = new Map<string, File>();
const hits = new Map<string, number>();
let origin: Server;
let storefront: StorefrontProcess;
/** The storefront's origin, `http://127.0.0.1:<port>`. */
let base: string;
let cacheDir: string;

/**
 * A PNG whose header declares width × height, tiny on disk: `rows` rows of
 * black pixels (all of them makes a complete image that deflate shrinks a
 * thousandfold), gigapixels if decoded.
 */
function pngBomb(width: number, height: number, rows = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A camera-like JPEG: a gradient with grain, EXIF written. */
async function photo(width: number, height: number, orientation = 1): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .composite([{ input: grain, blend: 'overlay' }])
    .withExif({ IFD0: { Make: 'Test', Model: 'Camera', Copyright: 'secret-location' } })
    .withMetadata({ orientation })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const folderBytes = (dir: string) =>
  readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ ports }) => {
  test.setTimeout(90_000);
  const [originPort, port] = ports;
  files.set('photo.jpg', { body: await photo(1600, 1600), type: 'image/jpeg' });
  // Stored 800 wide and 1600 high, shown 1600 × 800 once Orientation 6 turns it.
  files.set('sideways.jpg', { body: await photo(800, 1600, 6), type: 'image/jpeg' });
  files.set('bomb.png', { body: pngBomb(50_000, 50_000), type: 'image/png' });
  // Complete, and under libvips' own default limit (268 megapixels) but over ours (50).
  files.set('bomb-144mp.png', { body: pngBomb(12_000, 12_000, 12_000), type: 'image/png' });
  files.set('not-an-image.jpg', {
    body: Buffer.from('<!doctype html><title>404</title><p>gone</p>'),
    type: 'image/jpeg',
  });
  const filler = await sharp({
    create: {
      width: 900,
      height: 900,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  for (let n = 0; n < 30; n += 1) files.set(`many/${n}.jpg`, { body: filler, type: 'image/jpeg' });
  files.set('cold.jpg', files.get('photo.jpg')!);

  origin = createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? '').replace(/^\/pictures\//, ''));
    hits.set(name, (hits.get(name) ?? 0) + 1);
    const file = files.get(name);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    // A slow origin, so that concurrent requests overlap the one fetch.
    setTimeout(
      () =>
        res
          .writeHead(200, { 'content-type': file.type, 'content-length': file.body.length })
          .end(file.body),
      150,
    );
  });
  await new Promise<void>((resolve) => origin.listen(originPort, '127.0.0.1', resolve));

  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'image-endpoint-spec-'));
  storefront = await startStorefront(port, {
    SHOP_IMAGE_BASE_URL: `http://127.0.0.1:${originPort}/pictures/`,
    SHOP_IMAGE_CACHE_DIR: cacheDir,
    SHOP_IMAGE_CACHE_MB: String(CACHE_MB),
  });
  base = storefront.url;
});

test.afterAll(async () => {
  await storefront?.stop();
  await new Promise((resolve) => origin?.close(resolve));
  rmSync(cacheDir, { recursive: true, force: true });
});

async function variant(request: APIRequestContext, path: string, accept = AVIF) {
  const response = await request.get(`${base}${path}`, { headers: { accept }, maxRedirects: 0 });
  const body = await response.body();
  return { response, body, meta: response.status() === 200 ? await sharp(body).metadata() : null };
}

test('a variant is smaller than its source, in the format the browser accepts, at the width asked for', async ({
  request,
}) => {
  const source = files.get('photo.jpg')!.body;
  for (const [accept, type, format] of [
    [AVIF, 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ] as const) {
    const { response, body, meta } = await variant(request, '/_img/320/n/photo.jpg', accept);
    expect(response.status(), accept).toBe(200);
    expect(response.headers()['content-type']).toBe(type);
    expect(response.headers()['vary']).toBe('Accept');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(body.length).toBeLessThan(source.length / 10);
    expect(meta).toMatchObject({ format, width: 320, height: 320 });
    // Metadata stripped: no camera EXIF travels to the shopper.
    expect(meta?.exif, accept).toBeUndefined();
  }
});

test('EXIF orientation is applied and a source is never enlarged', async ({ request }) => {
  const turned = await variant(request, '/_img/480/n/sideways.jpg');
  expect(turned.meta).toMatchObject({ width: 480, height: 240 });
  expect(turned.meta?.orientation ?? 1).toBe(1);
  const small = await variant(request, '/_img/1920/n/sideways.jpg');
  expect(small.meta).toMatchObject({ width: 1600, height: 800 });
});

test('the ETag answers 304 to a browser or CDN that has the variant', async ({ request }) => {
  const first = await request.get(`${base}/_img/160/n/photo.jpg`, { headers: { accept: AVIF } });
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const again = await request.get(`${base}/_img/160/n/photo.jpg`, {
    headers: { accept: AVIF, 'if-none-match': etag! },
  });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  // Another format is another variant, with another ETag.
  const webp = await request.get(`${base}/_img/160/n/photo.jpg`, {
    headers: { accept: 'image/webp', 'if-none-match': etag! },
  });
  expect(webp.status()).toBe(200);
  expect(webp.headers()['etag']).not.toBe(etag);
});

test('concurrent requests for a variant not made yet cause one fetch and one transform', async ({
  request,
}) => {
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => variant(request, '/_img/640/n/cold.jpg')),
  );
  for (const answer of answers) {
    expect(answer.response.status()).toBe(200);
    expect(answer.body.equals(answers[0]!.body)).toBe(true);
  }
  expect(hits.get('cold.jpg')).toBe(1);
  // Kept: later requests touch neither the origin nor sharp.
  await variant(request, '/_img/640/n/cold.jpg');
  expect(hits.get('cold.jpg')).toBe(1);
});

test('a decompression bomb and a non-image are refused quickly, without the process growing past its budget', async ({
  request,
}) => {
  const before = storefront.rssMiB();
  for (const name of ['bomb.png', 'bomb-144mp.png', 'not-an-image.jpg']) {
    for (const width of [96, 320, 1920]) {
      const started = Date.now();
      const { response } = await variant(request, `/_img/${width}/n/${name}`);
      const elapsed = Date.now() - started;
      expect(response.status(), `${name} at ${width}`).toBe(302);
      expect(response.headers()['location']).toBe('/images/fallback.svg');
      // A coarse bound (refused from the header in milliseconds; decoding 2.5 gigapixels takes far longer).
      expect(elapsed, `${name} at ${width} took ${elapsed} ms`).toBeLessThan(10_000);
    }
  }
  const after = storefront.rssMiB();
  // 50,000 × 50,000 grey pixels would be 2.3 GiB decoded.
  expect(after - before, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MiB`).toBeLessThan(64);
  expect((await request.get(`${base}/healthz`)).status()).toBe(200);
});

test('a source the origin does not have falls back to the product fallback picture, never a 500', async ({
  request,
}) => {
  const { response } = await variant(request, '/_img/320/n/missing.jpg');
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/images/fallback.svg');
  expect(response.headers()['cache-control']).toBe('public, max-age=60');
});

test('anything but the shop’s own pictures at a listed width is refused with 400', async ({
  request,
}) => {
  for (const path of [
    '/_img/321/n/photo.jpg',
    '/_img/0/n/photo.jpg',
    '/_img/320/https%3A%2F%2Fevil.example%2Fx.jpg',
    '/_img/320/n/..%2F..%2Fetc%2Fpasswd',
    '/_img/320/n/a%5C..%5Cb.jpg',
    '/_img/320/m/not-a-media-id',
    '/_img/320/u/evil.example/x.jpg',
  ]) {
    const response = await request.get(`${base}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
  expect([...hits.keys()].some((name) => name.includes('passwd') || name.includes('evil'))).toBe(
    false,
  );
});

test('the disk cache stays under its bound after many variants', async ({ request }) => {
  test.setTimeout(90_000);
  for (let n = 0; n < 30; n += 1) {
    for (const width of [480, 960]) {
      const { response } = await variant(request, `/_img/${width}/n/many/${n}.jpg`, 'image/webp');
      expect(response.status()).toBe(200);
    }
  }
  // Evicted files are deleted in the background: poll until the folder is back under its bound.
  await expect.poll(() => folderBytes(cacheDir)).toBeLessThanOrEqual(CACHE_MB * 1024 * 1024);
  expect(folderBytes(cacheDir)).toBeGreaterThan(CACHE_MB * 1024 * 1024 * 0.5);
  // An evicted variant is made again on request.
  expect((await variant(request, '/_img/480/n/many/0.jpg', 'image/webp')).response.status()).toBe(
    200,
  );
});
