import { createServer } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createFixtureShop } from '../src/fixture-shop/index';
import { DEMO, FIXTURES_DIR } from '@test-support/servers/fixture-shop';
import { startReplayServer, type ReplayServer } from './replay-server';
import { runShop } from '@test-support/servers/shop-command';

/** The fixture shop on a free loopback port, its scenario switched in process. */
const shop = createFixtureShop({ fixturesDir: FIXTURES_DIR });
const replay: ReplayServer = await startReplayServer({ shop, port: 0, host: '127.0.0.1' });
afterAll(() => replay.close());
beforeEach(() => {
  shop.setScenario('default');
  shop.reset();
});

/** A loopback port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ACCOUNT = ['--phone', DEMO.phoneNumber, '--password', DEMO.password];
type Call = {
  group: string;
  method: string;
  path: string;
  verdict: string;
  reason: string | null;
  fields: Array<{ path: string }>;
};

async function contract(...args: string[]) {
  const run = await runShop(['contract', '--api', replay.url, ...args]);
  return { ...run, report: args.includes('--json') ? JSON.parse(run.stdout) : null };
}

/** One call straight to the in-process shop: the answer's value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture shop's JSON of any call, read by the expectations
async function direct(method: string, path: string, token?: string, body?: unknown): Promise<any> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = await shop.handle(
    new Request(`http://shop${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return (await answer.json()).value;
}

const demoToken = (): Promise<string> => direct('POST', '/api/shop/users/login', undefined, DEMO);

/** What the demo account holds. */
async function accountState() {
  const token = await demoToken();
  return {
    cart: await direct('GET', '/api/shop/users/cart', token),
    favourites: (await direct('GET', '/api/shop/users/favorites?size=100', token)).result
      .map((item: { id: number }) => item.id)
      .sort(),
    drafts: (await direct('GET', '/api/shop/users/invoices/drafts', token)).map(
      (invoice: { id: number }) => invoice.id,
    ),
    profile: await direct('GET', '/api/shop/users/profiles/1', token),
  };
}

const paths = (calls: Call[], group: string) =>
  calls.filter((call) => call.group === group).map((call) => `${call.method} ${call.path}`);

describe('shop contract', { timeout: 120_000 }, () => {
  it('default: every read, user and write call is usable; the account is left as it was', async () => {
    const token = await demoToken();
    await direct('POST', '/api/shop/users/cart/set-item', token, {
      productId: 110,
      unitId: 2,
      amount: 3,
    });
    await direct('POST', '/api/shop/users/cart/set-item', token, {
      productId: 101,
      unitId: 4,
      amount: 1,
    });
    const before = await accountState();

    const { code, report, stderr } = await contract(...ACCOUNT, '--write', '--json');
    expect(
      code,
      JSON.stringify(report.calls.filter((call: Call) => call.verdict !== 'usable')),
    ).toBe(0);
    expect(report).toMatchObject({
      reachable: true,
      account: '0912***0000',
      write: true,
      unusable: 0,
      skipped: 0,
      exitCode: 0,
    });
    expect(stderr).toContain('contract: calling');
    expect(paths(report.calls, 'read')).toEqual(
      expect.arrayContaining([
        'GET /api/shop/get-data',
        'GET /api/shop/banners?page=1&size=5',
        'GET /api/shop/banners/1',
        'GET /api/shop/products/home',
        'GET /api/shop/products?page=1&size=10',
        'GET /api/shop/products/101',
        'GET /api/shop/products?page=1&size=20&code=BK-1001',
        'GET /api/shop/categories',
        'GET /api/shop/accounts/stockHolderNodeAccounts',
        'GET /api/shop/products/reviews/101?page=1&size=10',
        expect.stringMatching(/^GET \/api\/shop\/media\/[0-9a-f-]{36}$/),
      ]),
    );
    expect(paths(report.calls, 'user')).toEqual(
      expect.arrayContaining([
        'POST /api/shop/users/login',
        'GET /api/shop/users/profiles/1',
        'GET /api/shop/users/1',
        'GET /api/shop/users/cart',
        'GET /api/shop/users/orders/3004',
        'GET /api/shop/users/invoices/drafts',
        'GET /api/shop/users/contact-info?page=1&size=20',
      ]),
    );
    expect(paths(report.calls, 'write')).toEqual([
      'DELETE /api/shop/users/favorites/101',
      'POST /api/shop/users/favorites',
      'POST /api/shop/users/cart/set-item',
      'POST /api/shop/users/invoices',
      expect.stringMatching(/^DELETE \/api\/shop\/users\/invoices\/\d+$/),
      'GET /api/shop/users/cart/clear',
      'POST /api/shop/users/contact-info',
      'PATCH /api/shop/users/contact-info',
      'POST /api/shop/products/reviews',
      'PATCH /api/shop/users',
    ]);
    expect(report.leftBehind).toEqual([
      expect.stringContaining('an address'),
      expect.stringContaining('a review'),
    ]);
    expect(await accountState()).toEqual(before);
  });

  it('strict: reads and user reads are usable; so are the writes, whose answers are true and whose ids go back as numbers', async () => {
    shop.setScenario('strict');
    const reads = await contract(...ACCOUNT, '--json');
    expect(reads.code).toBe(0);
    expect(reads.report).toMatchObject({ unusable: 0, write: false });
    expect(paths(reads.report.calls, 'read')).toContain(
      'GET /api/shop/products?page=1&size=20&code=بک۱۰۰۱',
    );

    const before = await accountState();
    const writes = await contract(...ACCOUNT, '--write', '--json');
    expect(
      writes.code,
      JSON.stringify(writes.report.calls.filter((call: Call) => call.verdict !== 'usable')),
    ).toBe(0);
    expect(paths(writes.report.calls, 'write')).toHaveLength(10);
    expect(await accountState()).toEqual(before);
  });

  it('malformed: exits 1 and names each call and field the storefront cannot read', async () => {
    shop.setScenario('malformed');
    const { code, report } = await contract('--json');
    expect(code).toBe(1);
    expect(report).toMatchObject({ reachable: true, exitCode: 1 });
    const call = (path: string) =>
      report.calls.find((candidate: Call) => `${candidate.method} ${candidate.path}` === path);
    expect(call('GET /api/shop/get-data')).toMatchObject({
      verdict: 'unusable',
      reason: expect.stringContaining('does not parse'),
    });
    expect(call('GET /api/shop/categories')).toMatchObject({
      verdict: 'unusable',
      reason: expect.stringContaining('not a result envelope'),
    });
    expect(call('GET /api/shop/products/home').fields).toEqual([
      expect.objectContaining({ path: 'value' }),
    ]);
    expect(
      call('GET /api/shop/products?page=1&size=10').fields.map(
        (field: { path: string }) => field.path,
      ),
    ).toEqual(
      expect.arrayContaining([
        'value.result.0.title',
        'value.result.0.price',
        'value.result.1.title',
      ]),
    );
    expect(call('GET /api/shop/accounts/stockHolderNodeAccounts').verdict).toBe('usable');

    const human = await contract();
    expect(human.code).toBe(1);
    const lines = human.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^verdict +group +call +HTTP +time +why$/);
    expect(human.stdout).toMatch(
      /NOT USABLE +read +GET \/api\/shop\/products\?page=1&size=10 +200 .*cannot be read\n +value\.result/,
    );
    expect(human.stdout).toMatch(/^ +value\.result\.0\.title: /m);
    expect(lines.at(-1)).toMatch(/^\d+ usable, \d+ not usable, \d+ skipped$/);
    expect(human.stdout).not.toContain('\u001b[');
  });

  it('exits 1 when the login fails, and skips the user calls', async () => {
    const { code, report } = await contract(
      '--phone',
      DEMO.phoneNumber,
      '--password',
      'wrong-password',
      '--json',
    );
    expect(code).toBe(1);
    const user = report.calls.filter((call: Call) => call.group === 'user');
    expect(user[0]).toMatchObject({ path: '/api/shop/users/login', verdict: 'unusable' });
    expect(user.slice(1).every((call: Call) => call.verdict === 'skipped')).toBe(true);
  });

  it('exits 2 when the shop API cannot be reached', async () => {
    const closedUrl = `http://127.0.0.1:${await closedPort()}`;
    const closed = await runShop(['contract', '--api', closedUrl, '--json']);
    expect(closed.code).toBe(2);
    expect(JSON.parse(closed.stdout)).toMatchObject({ reachable: false, calls: [], exitCode: 2 });
    const human = await runShop(['contract', '--api', closedUrl]);
    expect(human.code).toBe(2);
    expect(human.stdout).toMatch(/^unreachable: .*ECONNREFUSED/);
  });

  it('exits 64 with one line for bad arguments', async () => {
    for (const args of [
      ['contract'],
      ['contract', '--api', 'not a url'],
      ['contract', '--api', 'ftp://example.ir'],
      ['contract', '--api', replay.url, '--colour'],
      ['contract', '--api', replay.url, '--write'],
      ['contract', '--api', replay.url, '--phone', DEMO.phoneNumber],
      ['contract', '--api', replay.url, '--timeout', 'soon'],
    ]) {
      const run = await runShop(args);
      expect(run.code, args.join(' ')).toBe(64);
      expect(run.stdout, args.join(' ')).toBe('');
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });
});
