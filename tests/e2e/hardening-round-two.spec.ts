import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startHostileUpstream } from '../support/hostile-upstream';
import { startStorefront, testPort } from './support/storefront-process';

/**
 * Issue 23 (the second probe), items on storefront processes of their own.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A loopback listener that counts the requests it gets and answers each with a tiny PNG. */
async function countingListener(): Promise<{ server: Server; port: number; hits: () => number }> {
  let hits = 0;
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const server = createServer((_request, response) => {
    hits += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits: () => hits };
}

test('the logo of get-data is fetched only from the image base’s host or the API’s host (item 15)', async () => {
  const elsewhere = await countingListener();
  // 0x7f000001 is 127.0.0.1: the API's address, but another port, so another host.
  const upstream = await startHostileUpstream({ state: { logoUrl: `http://0x7f000001:${elsewhere.port}/logo.png` } });
  const shop = await startStorefront(testPort(0), { SHOP_API_URL: upstream.url, SHOP_IMAGE_BASE_URL: `${upstream.url}/media/` });
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
    const sameHost = await startStorefront(testPort(1), { SHOP_API_URL: upstream.url, SHOP_IMAGE_BASE_URL: `${upstream.url}/media/` });
    try {
      const answer = await fetch(`${sameHost.url}/_img/48/logo`, { headers: { accept: 'image/webp' } });
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

test('behind a trusted proxy without SHOP_PUBLIC_URL, a kept page never carries another requester’s scheme into canonical (item 13)', async () => {
  const shop = await startStorefront(testPort(2), { SHOP_TRUST_PROXY: '1', SHOP_DATA_TTL_MS: '30000' });
  const origin = `127.0.0.1:${testPort(2)}`;
  const canonicalOf = async (proto: string | null) => {
    const answer = await fetch(`${shop.url}/About-us`, { headers: proto ? { 'x-forwarded-proto': proto } : {} });
    const html = await answer.text();
    return { canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], kept: answer.headers.get('x-page-cache') };
  };
  try {
    expect(await canonicalOf('https')).toEqual({ canonical: `https://${origin}/About-us`, kept: 'miss' });
    expect(await canonicalOf(null)).toEqual({ canonical: `http://${origin}/About-us`, kept: 'miss' });
    expect(await canonicalOf('http')).toEqual({ canonical: `http://${origin}/About-us`, kept: 'hit' });
    expect(await canonicalOf('https')).toEqual({ canonical: `https://${origin}/About-us`, kept: 'hit' });
  } finally {
    await shop.stop();
  }
});
