import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureServerLog } from '@test-support/unit/captured-log';
import { startDraining } from '../runtime/drain-state';
import { observeRequests } from './request-observer';
import { currentRequestScope } from '../requests/request-scope';

const lines = captureServerLog();
const holder = globalThis as typeof globalThis & { __draining?: boolean };

beforeAll(() => {
  process.env.SHOP_TRUST_PROXY = '1';
});

afterAll(() => {
  delete holder.__draining;
});

function app() {
  const hono = new Hono();
  hono.use(observeRequests());
  hono.get('/Product/:code/:title', async (c) => {
    // A call that ended before the answer was made (it is made 5 ms in).
    await new Promise((resolve) => setTimeout(resolve, 5));
    currentRequestScope()?.upstream.push({
      endpoint: '/api/shop/products/{id}',
      status: 200,
      ms: 3.6,
      at: 0.4,
    });
    c.header('x-page-cache', 'miss');
    return c.html('<p>کتاب</p>');
  });
  hono.get('/healthz', (c) => c.json({ ok: true }));
  return hono;
}

const lastLine = () => lines.at(-1)!;

describe('observeRequests', () => {
  it('writes one line when the body is out: route pattern, status, bytes, kept-page state, upstream calls', async () => {
    const response = await app().request('/Product/BK-1001/x?q=09120000000');
    const body = await response.text();
    expect(lastLine()).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/Product/{id}/{title}',
      status: 200,
      bytes: Buffer.byteLength(body),
      page: 'miss',
      upstreamCalls: 1,
      upstreamMs: 4,
      upstreamRounds: 1,
      upstream: [{ endpoint: '/api/shop/products/{id}', status: 200, ms: 4, at: 0 }],
    });
    expect(lastLine().firstByteMs).toBeGreaterThanOrEqual(4);
    expect(lastLine().firstByteMs).toBeLessThanOrEqual(lastLine().ms as number);
    expect(JSON.stringify(lastLine())).not.toContain('0912');
    expect(lastLine().reqId).toBe(response.headers.get('x-request-id'));
  });

  it('keeps a trusted proxy id and returns it', async () => {
    const response = await app().request('/healthz', {
      headers: { 'x-request-id': 'edge-0123456789abcdef' },
    });
    await response.text();
    expect(response.headers.get('x-request-id')).toBe('edge-0123456789abcdef');
    expect(lastLine()).toMatchObject({ reqId: 'edge-0123456789abcdef', route: '/healthz' });
  });

  it('asks clients to close their connection once the process drains', async () => {
    expect((await app().request('/healthz')).headers.get('connection')).toBeNull();
    startDraining();
    expect((await app().request('/healthz')).headers.get('connection')).toBe('close');
  });
});
