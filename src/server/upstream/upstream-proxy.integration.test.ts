import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/shop-api';
import { metrics } from '../observe/metrics';
import { runInRequestScope, type RequestScope } from '../requests/request-scope';
import { forwardedFor, forwardToUpstream } from './upstream-proxy';

/** A stand-in upstream on loopback that records what reached it. */
let upstream: Server;
let base: string;
let seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string } = {};

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      if (req.url?.startsWith('/api/shop/media/')) {
        res.writeHead(200, {
          'content-type': 'image/webp',
          connection: 'keep-alive',
          'keep-alive': 'timeout=5',
        });
        res.end(Buffer.from([1, 2, 3, 4]));
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify({ isSuccess: true, value: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

describe('forwardToUpstream', () => {
  it('forwards method, query, body, Authorization and the source-page header', async () => {
    const response = await forwardToUpstream(
      new Request('http://shop.local/api/shop/users/cart/set-item?x=1&y=%DA%A9', {
        method: 'POST',
        headers: {
          authorization: 'Bearer abc',
          'x-source-page': 'cart',
          'content-type': 'application/json',
          cookie: 'auth_token=abc',
          'x-forwarded-for': '1.2.3.4',
        },
        body: JSON.stringify({ productId: '1', unitId: 'default', amount: 2 }),
      }),
      base,
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBeNull(); // only allow-listed answer headers pass
    expect(await response.json()).toEqual({ isSuccess: true, value: 'ok' });
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/shop/users/cart/set-item?x=1&y=%DA%A9');
    expect(seen.headers?.authorization).toBe('Bearer abc');
    expect(seen.headers?.['x-source-page']).toBe('cart');
    expect(seen.headers?.cookie).toBeUndefined();
    expect(JSON.parse(seen.body ?? '')).toEqual({ productId: '1', unitId: 'default', amount: 2 });
  });

  it('streams media and drops hop-by-hop headers', async () => {
    const response = await forwardToUpstream(
      new Request('http://shop.local/api/shop/media/42'),
      base,
    );
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('keep-alive')).toBeNull();
    expect(response.headers.get('connection')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
  });

  it('answers 502 with an error envelope when the upstream is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const response = await forwardToUpstream(
      new Request('http://shop.local/api/shop/get-data'),
      `http://127.0.0.1:${port}`,
    );
    expect(response.status).toBe(502);
    const envelope = (await response.json()) as Record<string, unknown>;
    expect(envelope).toMatchObject({
      isSuccess: false,
      isFailure: true,
      errors: [NETWORK_ERROR_MESSAGE],
      value: null,
    });
  });

  it('sends the request id upstream and times the call into the request scope', async () => {
    const scope: RequestScope = { id: 'req-1234567890', started: performance.now(), upstream: [] };
    const response = await runInRequestScope(scope, () =>
      forwardToUpstream(new Request('http://shop.local/api/shop/users/orders/77'), base),
    );
    expect(response.status).toBe(201);
    expect(seen.headers?.['x-request-id']).toBe('req-1234567890');
    expect(scope.upstream).toEqual([
      {
        endpoint: '/api/shop/users/orders/{id}',
        status: 201,
        ms: expect.any(Number),
        at: expect.any(Number),
      },
    ]);
  });

  it('counts an unreachable upstream as a failure of its endpoint', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failures = async () =>
      (await metrics().upstreamFailures.get()).values.find(
        (value) => value.labels.endpoint === '/api/shop/banners',
      )?.value ?? 0;
    const before = await failures();
    await forwardToUpstream(
      new Request('http://shop.local/api/shop/banners'),
      `http://127.0.0.1:${port}`,
    );
    expect(await failures()).toBe(before + 1);
  });
});

describe('forwardedFor', () => {
  it('is the socket address, the client-sent chain dropped unless a trusted proxy wrote it', () => {
    expect(forwardedFor('6.6.6.6', '203.0.113.7', false)).toBe('203.0.113.7');
    expect(forwardedFor('198.51.100.1, 10.0.0.2', '10.0.0.3', true)).toBe(
      '198.51.100.1, 10.0.0.2, 10.0.0.3',
    );
    expect(forwardedFor(null, '::ffff:127.0.0.1', true)).toBe('127.0.0.1');
    expect(forwardedFor(null, '::1', false)).toBe('::1');
    expect(forwardedFor(' ', null, true)).toBeNull();
  });
});
