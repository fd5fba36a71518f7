import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileUpstream, type HostileUpstream } from '@test-support/servers/hostile-upstream';
import { callApi } from '../call';
import { ignoredValue } from '../schemas/tolerant';
import { createUndiciTransport, type UndiciTransport } from './undici-transport';

/**
 * The server's own client against the hostile upstream (docs/decisions/0008):
 * an answer is read within its size cap (on the wire and decompressed) and its
 * time limit, or the call fails as a value.
 */
const MAX_BYTES = 4 * 1024 * 1024;
const TIMEOUT_MS = 1500;
let upstream: HostileUpstream;
let transport: UndiciTransport;

beforeAll(async () => {
  upstream = await startHostileUpstream();
  await upstream.ready;
  transport = createUndiciTransport({
    baseUrl: upstream.url,
    timeoutMs: TIMEOUT_MS,
    maxResponseBytes: MAX_BYTES,
    userAgent: 'persian-storefront/test',
  });
}, 30_000);

afterAll(async () => {
  await transport.close();
  await upstream.close();
});

describe('createUndiciTransport caps', () => {
  it.each([
    ['huge', 'network', /UND_ERR_RES_EXCEEDED_MAX_SIZE|exceeded/],
    ['bomb', 'network', /exceeded maxSize/],
    ['cut', 'network', /other side closed|terminated/],
    ['endless', 'timeout', /abort|timeout/i],
  ])(
    '%s: fails as %s, without reading it to the end or holding the answer',
    async (id, kind, detail) => {
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      const result = await callApi(
        transport,
        { method: 'GET', path: `/api/shop/products/${id}` },
        ignoredValue,
      );
      expect(result).toMatchObject({ ok: false, kind });
      expect(result.ok ? '' : (result.detail ?? '')).toMatch(detail);
      // A coarse bound, far above the time limit (the endless answer's normal figure): that the
      // call ends at all is the check, as the endless answer never does (undici's own body
      // timeout is five minutes).
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 10);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
    },
  );

  it('names the storefront as User-Agent', async () => {
    await callApi(transport, { method: 'GET', path: '/api/shop/categories' }, ignoredValue);
    expect(upstream.lastRequest('/api/shop/categories')?.headers['user-agent']).toBe(
      'persian-storefront/test',
    );
  });
});
