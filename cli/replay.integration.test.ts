import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTestPort, runShop, startShop, type Server } from '@test-support/servers/shop-command';

const PORT = cliTestPort(5);
const BASE = `http://127.0.0.1:${PORT}`;
let replay: Server;

beforeAll(async () => {
  replay = await startShop(['replay', '--scenario', 'maintenance', '--port', String(PORT)]);
}, 40_000);
afterAll(async () => {
  await replay?.stop();
});

describe('shop replay', { timeout: 90_000 }, () => {
  it('serves the fixture shop in the given scenario, switches and resets, logging one line per request', async () => {
    expect(replay.output()).toContain(`scenario maintenance) on ${BASE}`);
    const closed = await (await fetch(`${BASE}/api/shop/get-data`)).json();
    expect(closed.value.isMaintenanceMode).toBe(true);

    const switched = await fetch(`${BASE}/__fixtures/scenario`, {
      method: 'POST',
      body: JSON.stringify({ name: 'default' }),
    });
    expect(await switched.json()).toEqual({ scenario: 'default' });
    const unknown = await fetch(`${BASE}/__fixtures/scenario`, {
      method: 'POST',
      body: JSON.stringify({ name: 'nope' }),
    });
    expect(unknown.status).toBe(400);
    const reset = await fetch(`${BASE}/__fixtures/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);

    const open = await (await fetch(`${BASE}/api/shop/get-data`)).json();
    expect(open.value.isMaintenanceMode).toBe(false);
    const logLines = replay.output().trim().split('\n').slice(1);
    expect(logLines).toHaveLength(5);
    expect(logLines[0]).toMatch(/^\S+Z GET \/api\/shop\/get-data 200 \d+ms$/);
    expect(logLines[1]).toMatch(/POST \/__fixtures\/scenario 200/);
  });

  it('refuses a browser’s control request from a page of another site, and switches nothing', async () => {
    const before = (await (await fetch(`${BASE}/api/shop/get-data`)).json()).value
      .isMaintenanceMode;
    const browsers: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
    ];
    for (const headers of browsers) {
      const refused = await fetch(`${BASE}/__fixtures/scenario`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'maintenance' }),
      });
      expect(refused.status).toBe(403);
      expect((await fetch(`${BASE}/__fixtures/reset`, { method: 'POST', headers })).status).toBe(
        403,
      );
    }
    expect((await (await fetch(`${BASE}/api/shop/get-data`)).json()).value.isMaintenanceMode).toBe(
      before,
    );
    // The shop's own tools send neither header, and a same-origin page is ours.
    const own = await fetch(`${BASE}/__fixtures/reset`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
  });

  it('exits 1 when the port is taken and 64 for an unknown scenario or a missing folder', async () => {
    const taken = await runShop(['replay', '--port', String(PORT)]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('cannot listen');
    const scenario = await runShop(['replay', '--scenario', 'closed']);
    expect(scenario.code).toBe(64);
    expect(scenario.stderr).toContain('default, maintenance, deactivated');
    const folder = await runShop(['replay', '--fixtures', '/no/such/folder']);
    expect(folder.code).toBe(64);
    const empty = await runShop(['replay', '--fixtures', 'cli']);
    expect(empty.code).toBe(64);
    expect(empty.stderr).toContain('holds neither default/');
  });

  it('stops cleanly with exit 0 on SIGTERM', async () => {
    const other = await startShop(['replay', '--port', String(cliTestPort(6))]);
    expect(await other.stop()).toBe(0);
  });
});
