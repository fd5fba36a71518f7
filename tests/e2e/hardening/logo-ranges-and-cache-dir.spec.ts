import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { startHostileUpstream } from '../../support/servers/hostile-upstream';
import { startStorefront } from '../../support/servers/storefront-process';
import { expect, test } from '../../support/browser/fixtures';

/**
 * The second hardening probe (docs/decisions/0084), on storefront processes of their own.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A loopback listener that counts the requests it gets and answers each with a tiny PNG. */
async function countingListener(): Promise<{ server: Server; port: number; hits: () => number }> {
  let hits = 0;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const server = createServer((_request, response) => {
    hits += 1;
    response
      .writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) })
      .end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits: () => hits };
}

test('the logo of get-data is fetched only from the image base’s host or the API’s host (item 15)', async ({
  ports,
}) => {
  const elsewhere = await countingListener();
  // 0x7f000001 is 127.0.0.1: the API's address, but another port, so another host.
  const upstream = await startHostileUpstream({
    state: { logoUrl: `http://0x7f000001:${elsewhere.port}/logo.png` },
  });
  const shop = await startStorefront(ports[0], {
    SHOP_API_URL: upstream.url,
    SHOP_IMAGE_BASE_URL: `${upstream.url}/media/`,
  });
  try {
    for (const path of ['/_img/48/logo', '/_img/192/logo.png', '/_img/320/logo']) {
      const answer = await fetch(`${shop.url}${path}`);
      await answer.arrayBuffer();
      expect(answer.status, path).toBeLessThan(500);
    }
    expect(elsewhere.hits()).toBe(0);
    const home = await (await fetch(`${shop.url}/`)).text();
    expect(home.includes('/_img/48/logo'), 'the header shows no logo').toBe(false);
    // The same logo on the API's own host is the shop's, and is fetched.
    upstream.state.logoUrl = `http://0x7f000001:${new URL(upstream.url).port}/api/shop/media/photo`;
    const sameHost = await startStorefront(ports[1], {
      SHOP_API_URL: upstream.url,
      SHOP_IMAGE_BASE_URL: `${upstream.url}/media/`,
    });
    try {
      const answer = await fetch(`${sameHost.url}/_img/48/logo`, {
        headers: { accept: 'image/webp' },
      });
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(upstream.calls('/api/shop/media/photo')).toBe(1);
    } finally {
      await sameHost.stop();
    }
  } finally {
    await shop.stop();
    await upstream.close();
    await new Promise((resolve) => elsewhere.server.close(resolve));
  }
});

test('behind a trusted proxy without SHOP_PUBLIC_URL, a kept page never carries another requester’s scheme into canonical (item 13)', async ({
  ports,
}) => {
  const shop = await startStorefront(ports[2], {
    SHOP_TRUST_PROXY: '1',
    SHOP_DATA_TTL_MS: '30000',
  });
  const origin = `127.0.0.1:${ports[2]}`;
  const canonicalOf = async (proto: string | null) => {
    const answer = await fetch(`${shop.url}/About-us`, {
      headers: proto ? { 'x-forwarded-proto': proto } : {},
    });
    const html = await answer.text();
    return {
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
      kept: answer.headers.get('x-page-cache'),
    };
  };
  try {
    expect(await canonicalOf('https')).toEqual({
      canonical: `https://${origin}/About-us`,
      kept: 'miss',
    });
    expect(await canonicalOf(null)).toEqual({
      canonical: `http://${origin}/About-us`,
      kept: 'miss',
    });
    expect(await canonicalOf('http')).toEqual({
      canonical: `http://${origin}/About-us`,
      kept: 'hit',
    });
    expect(await canonicalOf('https')).toEqual({
      canonical: `https://${origin}/About-us`,
      kept: 'hit',
    });
  } finally {
    await shop.stop();
  }
});

test('Range on static files follows RFC 9110: suffix ranges, 416 when unsatisfiable, never a hang or a 500; precompressed copies whole (item 9)', async ({
  ports,
}) => {
  const shop = await startStorefront(ports[3]);
  const file = readFileSync('dist/public/images/fallback.svg');
  const size = file.length;
  // An answer whose body never comes fails here within 5 s instead of hanging.
  const get = async (path: string, headers: Record<string, string>) => {
    const answer = await request(`${shop.url}${path}`, {
      headers,
      headersTimeout: 5000,
      bodyTimeout: 5000,
    });
    return {
      status: answer.statusCode,
      headers: answer.headers,
      body: Buffer.from(await answer.body.arrayBuffer()),
    };
  };
  try {
    const suffix = await get('/images/fallback.svg', { range: 'bytes=-5' });
    expect([suffix.status, suffix.headers['content-range'], suffix.body]).toEqual([
      206,
      `bytes ${size - 5}-${size - 1}/${size}`,
      file.subarray(-5),
    ]);
    const first = await get('/images/fallback.svg', { range: 'bytes=0-4' });
    expect([first.status, first.headers['content-range'], first.body]).toEqual([
      206,
      `bytes 0-4/${size}`,
      file.subarray(0, 5),
    ]);
    const touching = await get('/images/fallback.svg', { range: 'bytes=0-1,2-4' });
    expect([touching.status, touching.body]).toEqual([206, file.subarray(0, 5)]);
    for (const range of [
      'bytes=99999999-',
      'bytes=99999999-99999999',
      `bytes=${size}-`,
      'bytes=-0',
    ]) {
      const answer = await get('/images/fallback.svg', { range });
      expect(
        [
          answer.status,
          answer.headers['content-range'],
          answer.body.length,
          answer.headers['cache-control'],
        ],
        range,
      ).toEqual([416, `bytes */${size}`, 0, 'no-store']);
    }
    // Ignored (RFC 9110 allows it): ranges apart, another unit, an invalid ranges-specifier (malformed,
    // or a last position before the first, §14.1.1), If-Range (the files carry no validator).
    for (const headers of [
      { range: 'bytes=0-1,3-4' } as Record<string, string>,
      { range: 'items=0-4' },
      { range: 'bytes=abc' },
      { range: 'bytes=5-2' },
      { range: 'bytes=0-4', 'if-range': '"v1"' },
    ]) {
      const answer = await get('/images/fallback.svg', headers);
      expect([answer.status, answer.body], JSON.stringify(headers)).toEqual([200, file]);
    }
    // A precompressed copy is sent whole: a range of the brotli or gzip body is of no use to the client.
    const asset = readdirSync('dist/public/assets')
      .find((name) => name.endsWith('.js.br'))!
      .replace(/\.br$/, '');
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const compressed = await get(`/assets/${asset}`, {
        range: 'bytes=0-9',
        'accept-encoding': encoding,
      });
      expect(
        [
          compressed.status,
          compressed.headers['content-encoding'],
          compressed.headers['content-range'],
        ],
        encoding,
      ).toEqual([200, encoding, undefined]);
      expect(
        compressed.body.equals(readFileSync(`dist/public/assets/${asset}${extension}`)),
        encoding,
      ).toBe(true);
    }
    const plain = await get(`/assets/${asset}`, { range: 'bytes=-10' });
    expect([plain.status, plain.headers['content-encoding'], plain.body]).toEqual([
      206,
      undefined,
      readFileSync(`dist/public/assets/${asset}`).subarray(-10),
    ]);
    expect(shop.output()).not.toMatch(/"level":50|\n\s+at /);
  } finally {
    await shop.stop();
  }
});

test('an unusable SHOP_IMAGE_CACHE_DIR falls back to memory: a variant is made once, logged once, counted (item 10)', async ({
  ports,
}) => {
  const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'image-cache-blocked-')), 'a-file');
  writeFileSync(blocker, 'not a folder');
  const metricsPort = ports[5];
  const shop = await startStorefront(ports[4], {
    SHOP_IMAGE_CACHE_DIR: path.join(blocker, 'cache'),
    METRICS_PORT: String(metricsPort),
  });
  try {
    const media = readdirSync('fixtures/media')
      .find((name) => name.endsWith('.webp'))!
      .replace(/\.webp$/, '');
    const sizes = [];
    for (let n = 0; n < 3; n += 1) {
      const answer = await fetch(`${shop.url}/_img/320/m/${media}`, {
        headers: { accept: 'image/avif,image/webp' },
      });
      expect(answer.status).toBe(200);
      sizes.push((await answer.arrayBuffer()).byteLength);
    }
    expect(new Set(sizes).size).toBe(1);
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(/storefront_image_variant_cache_lookups_total\{result="miss"\} 1\n/);
    expect(text).toMatch(/storefront_image_variant_cache_lookups_total\{result="hit"\} 2\n/);
    expect(
      Number(/storefront_image_cache_disk_failures_total (\d+)/.exec(text)?.[1]),
    ).toBeGreaterThanOrEqual(2);
    expect(shop.output().match(/image cache folder unusable/g)).toHaveLength(1);
  } finally {
    await shop.stop();
    rmSync(path.dirname(blocker), { recursive: true, force: true });
  }
});
