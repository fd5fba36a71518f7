import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliTestPort, runShop, startShop } from '@test-support/servers/shop-command';
import { HAR_LIMITS, importHar } from './commands/import-har';
import { HAR_MAX_ENTRIES, HAR_MAX_FILE_BYTES } from './commands/import-har-limits';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-har-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shopData = {
  isSuccess: true,
  errors: [],
  value: {
    title: 'فروشگاه',
    isActive: true,
    isMaintenanceMode: false,
    contactContext: 'تماس: 09121234567',
  },
};
const entry = (
  method: string,
  url: string,
  status: number,
  mimeType: string,
  text: string,
  postData?: string,
) => ({
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
      entry(
        'GET',
        'https://shop.example.ir/api/shop/get-data',
        200,
        'application/json',
        JSON.stringify(shopData),
      ),
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
        JSON.stringify({
          isSuccess: true,
          value: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.c2lnbmF0dXJlLXBhcnQ',
        }),
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
    expect(report.skipped).toEqual([
      { method: 'GET', url: '/Products', reason: 'not a shop API call' },
    ]);
    const onDisk = readdirSync(path.join(out, 'requests'))
      .map((name) => readFileSync(path.join(out, 'requests', name), 'utf8'))
      .join('\n');
    for (const secret of ['09121234567', 'eyJhbGciOiJIUzI1NiJ9', 'auth_token', '"pw"'])
      expect(onDisk).not.toContain(secret);

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
    const good = entry(
      'GET',
      'https://shop.example.ir/api/shop/get-data',
      200,
      'application/json',
      JSON.stringify(shopData),
    );
    const entries = [
      entry(
        '../../../X',
        'https://shop.example.ir/api/shop/get-data',
        200,
        'application/json',
        '{}',
      ),
      entry(
        'GET/../../../../../Y',
        'https://shop.example.ir/api/shop/categories',
        200,
        'application/json',
        '{}',
      ),
      entry('get', 'https://shop.example.ir/api/shop/banners', 200, 'application/json', '{}'),
      entry('GET', 'https://shop.example.ir/api/shop/products/1', 999, 'application/json', '{}'),
      entry('GET', 'https://shop.example.ir/api/shop/products/2', 99, 'application/json', '{}'),
      entry('GET', 'https://shop.example.ir/api/shop/products/3', 200.5, 'application/json', '{}'),
      entry(
        'GET',
        'https://shop.example.ir/api/shop/products/4',
        Number.POSITIVE_INFINITY,
        'application/json',
        '{}',
      ),
      good,
    ];
    const file = path.join(dir, 'hostile.har');
    // JSON.stringify writes Infinity as null: the HAR holds the literal 1e999, as a hostile file would.
    writeFileSync(
      file,
      JSON.stringify({ log: { entries } }).replace('"status":null', '"status":1e999'),
    );
    const run = await runShop(['fixtures', 'import-har', file, '--out', out, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as {
      written: unknown[];
      skipped: { method: string; reason: string }[];
    };
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
      expect((await fetch(`http://127.0.0.1:${cliTestPort(7)}/api/shop/get-data`)).status).toBe(
        200,
      );
    } finally {
      await replay.stop();
    }
  });

  it('exits 64 for a missing or malformed HAR file and 1 when it holds no shop API call, writing nothing', async () => {
    const out = path.join(dir, 'nothing');
    const missing = await runShop([
      'fixtures',
      'import-har',
      path.join(dir, 'none.har'),
      '--out',
      out,
    ]);
    expect(missing.code).toBe(64);
    const notHar = path.join(dir, 'not.har');
    writeFileSync(notHar, JSON.stringify({ log: { entries: 'x' } }));
    const malformed = await runShop(['fixtures', 'import-har', notHar, '--out', out]);
    expect(malformed.code).toBe(64);
    expect(malformed.stderr).toContain('is not a HAR file');
    // An entry is checked as it is imported; one that is no HAR entry stops the import before its first write.
    writeFileSync(
      notHar,
      JSON.stringify({ log: { entries: [har.log.entries[0], { request: { url: 'x' } }] } }),
    );
    const badEntry = await runShop(['fixtures', 'import-har', notHar, '--out', out]);
    expect(badEntry.code).toBe(64);
    expect(badEntry.stderr).toContain('is not a HAR file (log.entries.1.request.method: ');
    const pagesOnly = path.join(dir, 'pages.har');
    writeFileSync(pagesOnly, JSON.stringify({ log: { entries: [har.log.entries[3]] } }));
    const none = await runShop(['fixtures', 'import-har', pagesOnly, '--out', out]);
    expect(none.code).toBe(1);
    expect(existsSync(out)).toBe(false);
  });

  it(`refuses a HAR of more than ${HAR_MAX_ENTRIES} shop API calls: exit 64 naming the bound, nothing written`, async () => {
    const out = path.join(dir, 'many');
    const file = path.join(dir, 'many.har');
    const calls = Array.from({ length: HAR_MAX_ENTRIES + 1 }, (_, n) =>
      entry('GET', `https://shop.example.ir/api/shop/products/${n}`, 200, 'application/json', '{}'),
    );
    writeFileSync(file, JSON.stringify({ log: { entries: calls } }));
    const run = await runShop(['fixtures', 'import-har', file, '--out', out]);
    expect(run.code, run.stdout).toBe(64);
    expect(run.stderr).toBe(
      `shop: ${file} holds more than 5,000 shop API calls, the most one import takes; nothing was written\n`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it(`reads a HAR file up to ${HAR_MAX_FILE_BYTES / 1024 / 1024} MB: a larger one is exit 64 naming the bound, nothing written`, async () => {
    const out = path.join(dir, 'large');
    const file = path.join(dir, 'large.har');
    const document = JSON.stringify({ log: { entries: [har.log.entries[0]] } });
    // Valid JSON all the same: the HAR, then spaces up to one byte past the bound.
    writeFileSync(
      file,
      document + ' '.repeat(HAR_MAX_FILE_BYTES + 1 - Buffer.byteLength(document)),
    );
    try {
      const run = await runShop(['fixtures', 'import-har', file, '--out', out]);
      expect(run.code, run.stdout).toBe(64);
      expect(run.stderr).toBe(
        `shop: ${file} is larger than 64 MB, the most one import reads; nothing was written\n`,
      );
      expect(existsSync(out)).toBe(false);
    } finally {
      rmSync(file);
    }
  });

  it('writes nothing when the fixtures would pass the bound on bytes written', async () => {
    const file = path.join(dir, 'heavy.har');
    const text = JSON.stringify({ isSuccess: true, value: 'ب'.repeat(200_000) });
    const calls = [1, 2, 3].map((n) =>
      entry('GET', `https://shop.example.ir/api/shop/products/${n}`, 200, 'application/json', text),
    );
    writeFileSync(file, JSON.stringify({ log: { entries: calls } }));
    // Each fixture is about 400 KB: two fit in 1 MB, three do not.
    const limits = { ...HAR_LIMITS, writtenBytes: 1024 * 1024 };
    const out = path.join(dir, 'heavy');
    await expect(importHar(file, out, limits)).rejects.toThrow(
      `the fixtures of ${file} would take more than 1 MB, the most one import writes; nothing was written`,
    );
    expect(existsSync(out)).toBe(false);
    writeFileSync(file, JSON.stringify({ log: { entries: calls.slice(0, 2) } }));
    expect((await importHar(file, out, limits)).written).toHaveLength(2);
  });
});
