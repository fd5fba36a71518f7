import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { request } from 'undici';
import { startHostileUpstream, type HostileUpstream } from '../../support/servers/hostile-upstream';
import { expect, test } from '../../support/browser/fixtures';
import { startStorefront } from '../../support/servers/storefront-process';

/**
 * The first hardening probe (docs/decisions/0008) on storefront processes of their own: memory under huge uploads,
 * an event loop that stays free while the shop data holds 1 MB of nested
 * HTML, a busy port, HEAD from kept pages and the public origin.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const MiB = 1024 * 1024;

/** One upload of `bytes` with no Content-Length (chunked), made as it is sent; settles however the server ends it. */
async function hugeChunkedPost(url: string, bytes: number): Promise<number | 'closed'> {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const body = Readable.from(
    (function* () {
      for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
    })(),
  );
  try {
    const answer = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await answer.body.dump();
    return answer.statusCode;
  } catch {
    return 'closed';
  }
}

for (const [label, env] of [
  ['the embedded shop', {}],
  ['the proxy', 'hostile'],
] as const) {
  test(`memory: four parallel 100 MB uploads to ${label} leave the server under 300 MiB`, async ({
    ports,
  }) => {
    let upstream: HostileUpstream | undefined;
    if (env === 'hostile') upstream = await startHostileUpstream();
    const shop = await startStorefront(ports[0], upstream ? { SHOP_API_URL: upstream.url } : {});
    try {
      const before = shop.rssMiB();
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () =>
          hugeChunkedPost(`${shop.url}/api/shop/users/login`, 100 * MiB),
        ),
      );
      const after = shop.rssMiB();
      console.log(
        `${label}: RSS ${before.toFixed(0)} MiB before, ${after.toFixed(0)} MiB after four 100 MB uploads`,
      );
      expect(after).toBeLessThan(300);
      for (const outcome of outcomes) expect([413, 'closed']).toContain(outcome);
      expect((await request(`${shop.url}/healthz`)).statusCode).toBe(200);
      expect(upstream?.calls('/api/shop/users/login') ?? 0).toBe(0);
    } finally {
      await shop.stop();
      await upstream?.close();
    }
  });
}

test('the event loop stays free while the shop data holds 1 MB of nested HTML: /healthz answers while pages render', async ({
  ports,
}) => {
  const upstream = await startHostileUpstream({ state: { nestedHtml: true } });
  const shop = await startStorefront(ports[1], {
    SHOP_API_URL: upstream.url,
    SHOP_DATA_TTL_MS: '200',
  });
  try {
    // Pages render the notification, one after another, while shop data keeps being refreshed
    // (each page once before, so that what is measured is the nested HTML, not a cold start).
    const paths = ['/', '/About-us', '/Products', '/Rules', '/Privacy'];
    const render = async (suffix: string) => {
      const html: string[] = [];
      for (const path of paths)
        html.push(
          await request(`${shop.url}${path}?${suffix}`).then((answer) => answer.body.text()),
        );
      return html;
    };
    await render('warm');
    const pages = render('measured');
    const times: number[] = [];
    for (let probe = 0; probe < 11; probe += 1) {
      const started = performance.now();
      const answer = await request(`${shop.url}/healthz`);
      await answer.body.dump();
      times.push(performance.now() - started);
    }
    const html = await pages;
    times.sort((a, b) => a - b);
    const [median, slowest] = [times[5] ?? 0, times[10] ?? 0];
    console.log(
      `nested HTML: /healthz median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`,
    );
    // A coarse bound only: sanitising the 1 MB held the event loop ~30 s a render before; the
    // normal figure is tens of milliseconds (printed above; docs/quality.md keeps it).
    expect(slowest).toBeLessThan(10_000);
    expect(html[0]).not.toContain('اطلاعیه</div>'); // dropped, not rendered
    expect(shop.output().match(/\[sanitize\] backend HTML dropped/g)).toHaveLength(1);
  } finally {
    await shop.stop();
    await upstream.close();
  }
});

test('a second server on a busy port prints one line naming the port and exits 1', async ({
  ports,
}) => {
  const port = ports[2];
  const first = await startStorefront(port);
  try {
    const second = spawnSync(process.execPath, ['dist/serve-node.js'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(second.status).toBe(1);
    expect(second.stdout).not.toContain('"msg":"listening"');
    expect(second.stderr.trim().split('\n')).toEqual([
      `Storefront not started: port ${port} is already in use; stop what listens there or set PORT`,
    ]);
    expect(first.output()).toMatch(
      new RegExp(
        `"url":"http://localhost:${port}","upstream":"embedded fixture shop".*"msg":"listening"`,
      ),
    );
  } finally {
    await first.stop();
  }
});

test('HEAD answers from the kept page, and a HEAD first keeps the page for GET', async ({
  ports,
}) => {
  const shop = await startStorefront(ports[3], { SHOP_DATA_TTL_MS: '30000' });
  try {
    const get = await request(`${shop.url}/About-us`);
    const body = await get.body.text();
    expect(get.headers['x-page-cache']).toBe('miss');
    const head = await request(`${shop.url}/About-us`, { method: 'HEAD' });
    await head.body.dump();
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
    // A kept page carries the hash-based policy kept with it (docs/decisions/0080).
    expect(head.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);

    const headFirst = await request(`${shop.url}/Rules`, { method: 'HEAD' });
    await headFirst.body.dump();
    expect(headFirst.headers['x-page-cache']).toBe('miss');
    const then = await request(`${shop.url}/Rules`);
    expect(then.headers['x-page-cache']).toBe('hit');
    expect(await then.body.text()).toContain('lang="fa"');
    expect(body).toContain('lang="fa"');
  } finally {
    await shop.stop();
  }
});

test('canonical links, JSON-LD, robots and the sitemap take their origin from SHOP_PUBLIC_URL, never from Host', async ({
  ports,
}) => {
  const shop = await startStorefront(ports[4], { SHOP_PUBLIC_URL: 'https://shop.example.ir' });
  try {
    const spoofed = { headers: { host: 'evil.example', 'x-forwarded-proto': 'http' } };
    const robots = await (await request(`${shop.url}/robots.txt`, spoofed)).body.text();
    expect(robots).toContain('Sitemap: https://shop.example.ir/sitemap.xml');
    const sitemap = await (await request(`${shop.url}/sitemap.xml`, spoofed)).body.text();
    expect(sitemap).toContain('<loc>https://shop.example.ir/Products</loc>');
    expect(sitemap).not.toContain('evil.example');
    const moved = await request(`${shop.url}/Product/BK-1001/x`, spoofed);
    await moved.body.dump();
    expect(moved.statusCode).toBe(301);
    const product = await (
      await request(`${shop.url}${String(moved.headers.location)}`, spoofed)
    ).body.text();
    expect(product).toMatch(
      /<link rel="canonical" href="https:\/\/shop\.example\.ir\/Product\/BK-1001\//,
    );
    expect(product).toMatch(
      /<meta property="og:url" content="https:\/\/shop\.example\.ir\/Product\/BK-1001\//,
    );
    expect(product).toMatch(/"url":"https:\/\/shop\.example\.ir\/Product\/BK-1001\//);
    expect(product).not.toContain('evil.example');
  } finally {
    await shop.stop();
  }
});

test('without SHOP_PUBLIC_URL, X-Forwarded-Proto counts only when SHOP_TRUST_PROXY is set', async ({
  ports,
}) => {
  const behindTls = { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' } };
  const untrusted = await startStorefront(ports[5]);
  const trusted = await startStorefront(ports[6], { SHOP_TRUST_PROXY: '1' });
  try {
    const direct = await request(`${untrusted.url}/robots.txt`, behindTls);
    expect(await direct.body.text()).toContain(`Sitemap: ${untrusted.url}/sitemap.xml`);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const proxied = await request(`${trusted.url}/robots.txt`, behindTls);
    expect(await proxied.body.text()).toContain(
      `Sitemap: https://127.0.0.1:${ports[6]}/sitemap.xml`,
    );
    expect(proxied.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  } finally {
    await untrusted.stop();
    await trusted.stop();
  }
});

test('behind a trusted proxy the upstream gets the forwarded chain with the socket address appended', async ({
  ports,
}) => {
  const upstream = await startHostileUpstream();
  const shop = await startStorefront(ports[7], {
    SHOP_API_URL: upstream.url,
    SHOP_TRUST_PROXY: 'true',
  });
  try {
    await (
      await request(`${shop.url}/api/shop/categories`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      })
    ).body.dump();
    expect(upstream.lastRequest('/api/shop/categories')?.headers['x-forwarded-for']).toBe(
      '203.0.113.7, 127.0.0.1',
    );
  } finally {
    await shop.stop();
    await upstream.close();
  }
});
