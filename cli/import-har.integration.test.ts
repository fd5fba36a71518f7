import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliTestPort, runShop, startShop } from '@test-support/servers/shop-command';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-har-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shopData = {
  isSuccess: true,
  errors: [],
  value: { title: 'فروشگاه', isActive: true, isMaintenanceMode: false, contactContext: 'تماس: 09121234567' },
};
const entry = (method: string, url: string, status: number, mimeType: string, text: string, postData?: string) => ({
  startedDateTime: '2025-03-21T12:00:00.000Z',
  time: 12,
  request: {
    method,
    url,
    httpVersion: 'HTTP/1.1',
    headers: [{ name: 'Authorization', value: 'Bearer eyJabcdefgh.eyJabcdefgh.abcdefghij' }],
    queryString: [],
    ...(postData ? { postData: { mimeType: 'application/json', text: postData } } : {}),
  },
  response: {
    status,
    statusText: '',
    httpVersion: 'HTTP/1.1',
    headers: [
      { name: 'Content-Type', value: mimeType },
      { name: 'Set-Cookie', value: 'auth_token=secret' },
    ],
    content: { size: text.length, mimeType, text },
  },
});

const har = {
  log: {
    version: '1.2',
    creator: { name: 'test', version: '1' },
    entries: [
      entry('GET', 'https://shop.example.ir/api/shop/get-data', 200, 'application/json', JSON.stringify(shopData)),
      entry(
        'GET',
        'https://shop.example.ir/api/shop/products?size=2&page=1',
        200,
        'application/json',
        JSON.stringify({ isSuccess: true, value: { result: [], totalCount: 0 } }),
      ),
      entry(
        'POST',
        'https://shop.example.ir/api/shop/users/login',
        200,
        'application/json',
        JSON.stringify({ isSuccess: true, value: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.c2lnbmF0dXJlLXBhcnQ' }),
        JSON.stringify({ phoneNumber: '09121234567', password: 'pw' }),
      ),
      entry('GET', 'https://shop.example.ir/Products', 200, 'text/html', '<html></html>'),
    ],
  },
};

describe('shop fixtures import-har', { timeout: 90_000 }, () => {
  it('writes one redacted fixture per shop API call that replay serves', async () => {
    const file = path.join(dir, 'session.har');
    writeFileSync(file, JSON.stringify(har));
    const out = path.join(dir, 'out');
    const run = await runShop(['fixtures', 'import-har', file, '--out', out, '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.written).toHaveLength(3);
    expect(report.skipped).toEqual([{ method: 'GET', url: '/Products', reason: 'not a shop API call' }]);
    const onDisk = readdirSync(path.join(out, 'requests'))
      .map((name) => readFileSync(path.join(out, 'requests', name), 'utf8'))
      .join('\n');
    for (const secret of ['09121234567', 'eyJhbGciOiJIUzI1NiJ9', 'auth_token', '"pw"']) expect(onDisk).not.toContain(secret);

    const replayPort = cliTestPort(13);
    const replayUrl = `http://127.0.0.1:${replayPort}`;
    const replay = await startShop(['replay', '--fixtures', out, '--port', String(replayPort)]);
    try {
      const data = (await (await fetch(`${replayUrl}/api/shop/get-data`)).json()) as {
        value: { title: string; contactContext: string };
      };
      expect(data.value.title).toBe('فروشگاه');
      expect(data.value.contactContext).toBe('تماس: 0912xxx4567');
      const products = await fetch(`${replayUrl}/api/shop/products?page=1&size=2`);
      expect(products.status).toBe(200);
    } finally {
      await replay.stop();
    }
  });

  it('refuses a method that is not ^[A-Z]+$ and a status outside 100–599; writes nothing outside --out; replay serves what was written', async () => {
    const base = path.join(dir, 'walk', 'a', 'b');
    const out = path.join(base, 'out');
    const good = entry('GET', 'https://shop.example.ir/api/shop/get-data', 200, 'application/json', JSON.stringify(shopData));
    const entries = [
      entry('../../../X', 'https://shop.example.ir/api/shop/get-data', 200, 'application/json', '{}'),
      entry('GET/../../../../../Y', 'https://shop.example.ir/api/shop/categories', 200, 'application/json', '{}'),
      entry('get', 'https://shop.example.ir/api/shop/banners', 200, 'application/json', '{}'),
      entry('GET', 'https://shop.example.ir/api/shop/products/1', 999, 'application/json', '{}'),
      entry('GET', 'https://shop.example.ir/api/shop/products/2', 99, 'application/json', '{}'),
      entry('GET', 'https://shop.example.ir/api/shop/products/3', 200.5, 'application/json', '{}'),
      entry('GET', 'https://shop.example.ir/api/shop/products/4', Number.POSITIVE_INFINITY, 'application/json', '{}'),
      good,
    ];
    const file = path.join(dir, 'hostile.har');
    // JSON.stringify writes Infinity as null: the HAR holds the literal 1e999, as a hostile file would.
    writeFileSync(file, JSON.stringify({ log: { entries } }).replace('"status":null', '"status":1e999'));
    const run = await runShop(['fixtures', 'import-har', file, '--out', out, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { written: unknown[]; skipped: { method: string; reason: string }[] };
    expect(report.written).toHaveLength(1);
    expect(report.skipped.map((item) => [item.method, item.reason])).toEqual([
      ['../../../X', 'not an HTTP method'],
      ['GET/../../../../../Y', 'not an HTTP method'],
      ['get', 'not an HTTP method'],
      ['GET', 'status 999 is not an HTTP status (100–599)'],
      ['GET', 'status 99 is not an HTTP status (100–599)'],
      ['GET', 'status 200.5 is not an HTTP status (100–599)'],
      ['GET', 'status Infinity is not an HTTP status (100–599)'],
    ]);
    // Nothing landed above --out (the two walks aimed at two and three folders above it).
    expect(readdirSync(path.join(dir, 'walk'))).toEqual(['a']);
    expect(readdirSync(path.join(dir, 'walk', 'a'))).toEqual(['b']);
    expect(readdirSync(base)).toEqual(['out']);
    expect(readdirSync(out)).toEqual(['requests']);
    expect(readdirSync(path.join(out, 'requests'))).toHaveLength(1);

    const replay = await startShop(['replay', '--fixtures', out, '--port', String(cliTestPort(7))]);
    try {
      expect(replay.output()).toContain('1 recorded fixtures');
      expect((await fetch(`http://127.0.0.1:${cliTestPort(7)}/api/shop/get-data`)).status).toBe(200);
    } finally {
      await replay.stop();
    }
  });

  it('exits 64 for a missing or malformed HAR file and 1 when it holds no shop API call, writing nothing', async () => {
    const out = path.join(dir, 'nothing');
    const missing = await runShop(['fixtures', 'import-har', path.join(dir, 'none.har'), '--out', out]);
    expect(missing.code).toBe(64);
    const notHar = path.join(dir, 'not.har');
    writeFileSync(notHar, JSON.stringify({ log: { entries: 'x' } }));
    const malformed = await runShop(['fixtures', 'import-har', notHar, '--out', out]);
    expect(malformed.code).toBe(64);
    expect(malformed.stderr).toContain('is not a HAR file');
    const pagesOnly = path.join(dir, 'pages.har');
    writeFileSync(pagesOnly, JSON.stringify({ log: { entries: [har.log.entries[3]] } }));
    const none = await runShop(['fixtures', 'import-har', pagesOnly, '--out', out]);
    expect(none.code).toBe(1);
    expect(existsSync(out)).toBe(false);
  });
});
