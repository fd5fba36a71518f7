import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cliTestPort,
  runShop,
  startShop,
  switchScenario,
  type Server,
} from '@test-support/servers/shop-command';

const REPLAY_PORT = cliTestPort(1);
const REPLAY = `http://127.0.0.1:${REPLAY_PORT}`;
const CLOSED = `http://127.0.0.1:${cliTestPort(2)}`;
const SILENT_PORT = cliTestPort(3);

let replay: Server;
let silent: NetServer;

beforeAll(async () => {
  replay = await startShop(['replay', '--port', String(REPLAY_PORT)]);
  // Accepts connections and never answers: a timeout.
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(SILENT_PORT, '127.0.0.1', resolve));
}, 40_000);

afterAll(async () => {
  await replay?.stop();
  silent?.close();
});

describe('shop health', { timeout: 90_000 }, () => {
  it('exits 0, 2 and 3 for an open, maintenance and deactivated shop API, with one line or one JSON document', async () => {
    const open = await runShop(['health', '--api', REPLAY]);
    expect(open.code).toBe(0);
    expect(open.stdout.trim().split('\n')).toHaveLength(1);
    expect(open.stdout).toMatch(
      new RegExp(`^open: http://127\\.0\\.0\\.1:${REPLAY_PORT}/api/shop/get-data in \\d+ ms`),
    );

    await switchScenario(REPLAY, 'maintenance');
    const maintenance = await runShop(['health', '--api', REPLAY, '--json']);
    expect(maintenance.code).toBe(2);
    const report = JSON.parse(maintenance.stdout);
    expect(report).toMatchObject({
      state: 'maintenance',
      source: 'get-data',
      exitCode: 2,
      error: null,
    });
    expect(typeof report.latencyMs).toBe('number');

    await switchScenario(REPLAY, 'deactivated');
    const deactivated = await runShop(['health', '--api', REPLAY]);
    expect(deactivated.code).toBe(3);
    expect(deactivated.stdout).toMatch(/^deactivated: /);

    await switchScenario(REPLAY, 'get-data-fails');
    const failing = await runShop(['health', '--api', REPLAY, '--json']);
    expect(failing.code).toBe(1);
    expect(JSON.parse(failing.stdout)).toMatchObject({ state: 'unreachable', exitCode: 1 });
    await switchScenario(REPLAY, 'default');
  });

  it('exits 1 for a closed port and for a storefront that does not answer in time', async () => {
    const closed = await runShop(['health', '--url', CLOSED, '--json']);
    expect(closed.code).toBe(1);
    expect(JSON.parse(closed.stdout)).toMatchObject({
      state: 'unreachable',
      source: 'healthz',
      latencyMs: null,
    });
    expect(JSON.parse(closed.stdout).error).toContain('ECONNREFUSED');

    const slow = await runShop([
      'health',
      '--url',
      `http://127.0.0.1:${SILENT_PORT}`,
      '--timeout',
      '300ms',
    ]);
    expect(slow.code).toBe(1);
    expect(slow.stdout).toContain('no answer within 0.3 s');
  });

  it('exits 1 when the URL answers without a health report', async () => {
    const notHealthz = await runShop(['health', '--url', REPLAY]);
    expect(notHealthz.code).toBe(1);
    expect(notHealthz.stdout).toContain('without a health report');
  });

  it('exits 1 and says so when the storefront is draining', async () => {
    const draining = createHttpServer((_request, response) => {
      response
        .writeHead(503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'draining' }));
    });
    await new Promise<void>((resolve) => draining.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = draining.address() as AddressInfo;
      const run = await runShop(['health', '--url', `http://127.0.0.1:${port}`]);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('draining');
    } finally {
      draining.close();
    }
  });

  it('exits 64 with one line for bad arguments', async () => {
    for (const args of [
      ['health', '--url', 'not a url'],
      ['health', '--url', 'ftp://example.ir'],
      ['health', '--url', REPLAY, '--timeout', 'soon'],
      ['health'],
      ['health', '--url', REPLAY, '--api', REPLAY],
    ]) {
      const run = await runShop(args);
      expect(run.code, args.join(' ')).toBe(64);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });
});
