import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cliTestPort,
  startShop,
  switchScenario,
  type Server,
} from '@test-support/servers/shop-command';

const [UPSTREAM_PORT, RECORDER_PORT, REPLAY_PORT] = [10, 11, 12].map(cliTestPort);
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
const RECORDER = `http://127.0.0.1:${RECORDER_PORT}`;
const REPLAY = `http://127.0.0.1:${REPLAY_PORT}`;
const out = mkdtempSync(path.join(tmpdir(), 'shop-record-'));
let upstream: Server;

beforeAll(async () => {
  upstream = await startShop(['replay', '--port', String(UPSTREAM_PORT)]);
}, 40_000);
afterAll(async () => {
  await upstream?.stop();
  rmSync(out, { recursive: true, force: true });
});

/** A session of calls: public reads, a missing product, a search with Persian text, a POST with a body, media. */
const SESSION: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/shop/get-data' },
  { method: 'GET', path: '/api/shop/products?size=5&page=1' },
  { method: 'GET', path: `/api/shop/products?page=1&size=10&title=${encodeURIComponent('کتاب')}` },
  { method: 'GET', path: '/api/shop/products/999999' },
  { method: 'GET', path: '/api/shop/categories' },
  { method: 'GET', path: '/api/shop/banners?page=1&size=5' },
  {
    method: 'POST',
    path: '/api/shop/users/password/send-code',
    body: { phoneNumber: '09350000000' },
  },
  { method: 'GET', path: '/media/logo.svg' },
];

async function answer(base: string, call: (typeof SESSION)[number]) {
  const response = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: call.body ? { 'content-type': 'application/json' } : {},
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
}

describe('shop record, then shop replay --fixtures', { timeout: 120_000 }, () => {
  it('replays the same answers for the same requests, with secrets redacted on disk', async () => {
    const recorder = await startShop([
      'record',
      '--upstream',
      UPSTREAM,
      '--out',
      out,
      '--port',
      String(RECORDER_PORT),
    ]);
    const recorded = [];
    for (const call of SESSION) recorded.push(await answer(RECORDER, call));
    const login = await fetch(`${RECORDER}/api/shop/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '09130000000', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { value: string }).value;
    const profile = await fetch(`${RECORDER}/api/shop/users`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    // The recovery code the shopper typed (the fixture shop's is always 123456).
    const sent = await fetch(`${RECORDER}/api/shop/users/password/send-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '09130000000' }),
    });
    expect(sent.status).toBe(200);
    const verified = await fetch(`${RECORDER}/api/shop/users/password/verify-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '09130000000', code: '123456' }),
    });
    expect(verified.status).toBe(200);
    expect(await recorder.stop()).toBe(0);
    expect(recorder.output().trim().split('\n')).toHaveLength(1 + SESSION.length + 4);

    const files = readdirSync(path.join(out, 'requests'));
    expect(files).toHaveLength(SESSION.length + 4);
    expect(files.some((name) => name.endsWith('.tmp'))).toBe(false);
    const onDisk = files
      .map((name) => readFileSync(path.join(out, 'requests', name), 'utf8'))
      .join('\n');
    expect(onDisk).not.toContain(token);
    expect(onDisk).not.toContain('demo1234');
    expect(onDisk).not.toContain('09130000000');
    expect(onDisk).not.toContain('0453928171');
    expect(onDisk).toContain('0913xxx0000');
    const verifyFile = files.find((name) => name.includes('verify-code'))!;
    const verifyFixture = readFileSync(path.join(out, 'requests', verifyFile), 'utf8');
    expect(verifyFixture).not.toContain('123456');
    expect(JSON.parse(verifyFixture).request.body).toEqual({
      phoneNumber: '0913xxx0000',
      code: '[redacted]',
    });

    const replay = await startShop(['replay', '--fixtures', out, '--port', String(REPLAY_PORT)]);
    try {
      expect(replay.output()).toContain(`${SESSION.length + 4} recorded fixtures`);
      for (const [index, call] of SESSION.entries()) {
        const again = await answer(REPLAY, call);
        const first = recorded[index]!;
        expect(again.status, call.path).toBe(first.status);
        expect(again.type, call.path).toBe(first.type);
        if (first.type?.includes('json'))
          expect(JSON.parse(again.body), call.path).toEqual(JSON.parse(first.body));
        else expect(again.body, call.path).toBe(first.body);
      }
      // The same request with its query in another order finds the same fixture.
      const reordered = await answer(REPLAY, {
        method: 'GET',
        path: '/api/shop/products?page=1&size=5',
      });
      expect(JSON.parse(reordered.body)).toEqual(JSON.parse(recorded[1]!.body));
      // A request never recorded: a not-found envelope.
      const missing = await answer(REPLAY, {
        method: 'GET',
        path: '/api/shop/products?page=9&size=5',
      });
      expect(missing.status).toBe(404);
      // Scenarios apply on top of recorded answers.
      await switchScenario(REPLAY, 'maintenance');
      const closed = (await (await fetch(`${REPLAY}/api/shop/get-data`)).json()) as {
        value: { isMaintenanceMode: boolean };
      };
      expect(closed.value.isMaintenanceMode).toBe(true);
    } finally {
      await replay.stop();
    }
  });
});
