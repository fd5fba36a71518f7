import { describe, expect, it } from 'vitest';
import { createShopApi, type ApiRequest } from '@/shop-api/index';
import { CODE_LOOKUP_SIZE, lookupProductByCode, pickByCode } from './code-lookup';

const items = (codes: string[]) => codes.map((code, index) => ({ id: String(index + 1), code, title: code, price: 1 }));

describe('pickByCode', () => {
  it('takes the exact code, not one that merely contains it', () => {
    expect(pickByCode(items(['BK-10010', 'BK-1001']), 'BK-1001')?.id).toBe('2');
  });

  it('falls back to a match that differs only in case', () => {
    expect(pickByCode(items(['bk-1001']), 'BK-1001')?.code).toBe('bk-1001');
  });

  it('searches only the first 20 results', () => {
    const codes = Array.from({ length: 25 }, (_, index) => `X-${index}`);
    expect(pickByCode(items(codes), 'X-19')?.code).toBe('X-19');
    expect(pickByCode(items(codes), 'X-20')).toBeNull();
  });
});

describe('lookupProductByCode', () => {
  function fakeApi(codes: string[]) {
    const requests: ApiRequest[] = [];
    const envelope = (value: unknown) =>
      new Response(JSON.stringify({ isSuccess: true, isFailure: false, errors: [], value }), {
        headers: { 'content-type': 'application/json' },
      });
    const api = createShopApi({
      transport: async (request) => {
        requests.push(request);
        if (request.path === '/api/shop/products') {
          return envelope({ result: items(codes), page: 1, size: 20, totalPages: 1, totalCount: codes.length });
        }
        const id = request.path.split('/').at(-1);
        return envelope({ id, code: codes[Number(id) - 1], title: 'جزئیات', price: 5 });
      },
    });
    return { api, requests };
  }

  it('queries with the code as a filter and size 20, then loads the match by id', async () => {
    const { api, requests } = fakeApi(['BK-10011', 'BK-1001']);
    const result = await lookupProductByCode(api, 'BK-1001');
    expect(result).toMatchObject({ ok: true, value: { id: '2', code: 'BK-1001' } });
    expect(requests[0]?.query).toMatchObject({ code: 'BK-1001', page: 1, size: CODE_LOOKUP_SIZE });
    expect(requests[1]?.path).toBe('/api/shop/products/2');
  });

  it('gives null without a second call when nothing in the first 20 matches', async () => {
    const { api, requests } = fakeApi(['BK-10011']);
    expect(await lookupProductByCode(api, 'BK-1001')).toEqual({ ok: true, value: null });
    expect(requests).toHaveLength(1);
  });
});
