import { describe, expect, it } from 'vitest';
import { createShopApi, type ApiRequest } from '@/shop-api';
import { API_CALLS, apiPathLabel } from '@/shop-api/api-calls';
import {
  allowedApiMethods,
  API_CALL_LABELS,
  apiCallLabel,
  clampPaging,
  isPlainApiPath,
  OTHER_API_LABEL,
} from './api-routes';
import { API_MAX_PAGE, API_MAX_PAGE_SIZE } from '@/lib/limits';

/** The API client on a transport that notes each request and answers a successful envelope. */
function recordingApi() {
  const seen: ApiRequest[] = [];
  const api = createShopApi({
    transport: async (req) => {
      seen.push(req);
      return new Response(JSON.stringify({ isSuccess: true, value: null }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { api, seen };
}

describe('the allow-list and the labels', () => {
  it('are the call table’s: its paths in its order, its methods (HEAD where GET is), each id as {id}', () => {
    expect([...API_CALL_LABELS]).toEqual([...API_CALLS.map(apiPathLabel), OTHER_API_LABEL]);
    for (const call of API_CALLS) {
      const example = call.path.replace(/\{\w+\}/g, '7');
      const methods: readonly string[] = call.methods;
      expect(allowedApiMethods(example), example).toEqual(
        methods.includes('GET') ? [...methods, 'HEAD'] : methods,
      );
      expect(apiCallLabel(example)).toBe(apiPathLabel(call));
    }
  });

  it('name every call the API client makes, and it makes every call they name', async () => {
    const { api, seen } = recordingApi();
    for (const call of Object.values(api) as Array<(...args: unknown[]) => Promise<unknown>>) {
      await call('1', { productId: '1', unitId: 'default', amount: 1 }).catch(() => undefined);
    }
    const made = new Set(seen.map((req) => `${req.method} ${apiCallLabel(req.path)}`));
    const listed = API_CALLS.flatMap((call) =>
      call.methods.map((method) => `${method} ${apiPathLabel(call)}`),
    );
    expect([...made].sort()).toEqual([...listed].sort());
  });
});

describe('allowedApiMethods', () => {
  it('lets every call the API client makes through, with its method', async () => {
    const { api, seen } = recordingApi();
    for (const call of Object.values(api) as Array<(...args: unknown[]) => Promise<unknown>>) {
      await call('1', { productId: '1', unitId: 'default', amount: 1 }).catch(() => undefined);
    }
    expect(seen.length).toBeGreaterThanOrEqual(30);
    for (const req of seen) {
      expect(allowedApiMethods(req.path), `${req.method} ${req.path}`).toContain(req.method);
    }
  });

  it('allows HEAD where GET is, and nothing else', () => {
    expect(allowedApiMethods('/api/shop/get-data')).toEqual(['GET', 'HEAD']);
    expect(allowedApiMethods('/api/shop/users/login')).toEqual(['POST']);
    expect(allowedApiMethods('/api/shop/users/cart')).toEqual(['GET', 'HEAD']);
    expect(allowedApiMethods('/api/shop/users/invoices/12')).toEqual(['GET', 'DELETE', 'HEAD']);
    expect(allowedApiMethods('/api/shop/users/42')).toEqual(['GET', 'HEAD']);
  });

  it('knows no other path', () => {
    for (const path of [
      '/api/shop/',
      '/api/shop/admin',
      '/api/shop/users/1/roles',
      '/api/shop/get-data/x',
      '/api/shop/media',
    ]) {
      expect(allowedApiMethods(path), path).toBeNull();
    }
  });
});

describe('isPlainApiPath', () => {
  /**
   * Ids SPEC §7 and docs/api-shapes.md allow: numbers, numeric and other text,
   * UUIDs, Persian codes (with a space, a ZWNJ, a hyphen).
   */
  const IDS = [
    42,
    '9002',
    'default',
    '059e5cf2-8e35-59c0-ac29-2bfcd4846625',
    'بک۱۰۰۱',
    'بک ۱۰۰۲',
    'بک-۱۰۰۴',
    'کد\u200cویژه',
    'BK_1.2~a',
    '١٢٣',
  ];

  it('lets every id-taking call of the API client through, as the client encodes it', async () => {
    const { api, seen } = recordingApi();
    for (const id of IDS) {
      await Promise.all([
        api.getProduct(id),
        api.getBanner(id),
        api.getReviews(id),
        api.getUser(id),
        api.getProfile(id),
        api.getOrder(id),
        api.getInvoice(id),
        api.deleteInvoice(id),
        api.removeFavourite(id),
        api.getMedia(String(id)).catch(() => undefined),
      ]);
    }
    expect(seen.length).toBe(IDS.length * 10);
    for (const req of seen) {
      expect(isPlainApiPath(req.path), req.path).toBe(true);
      expect(allowedApiMethods(req.path), `${req.method} ${req.path}`).toContain(req.method);
    }
  });

  it('refuses encoded slashes and backslashes, dot segments and control characters in any segment', () => {
    for (const path of [
      '/api/shop/users/invoices/..%2Fcart',
      '/api/shop/users/invoices/%2E%2E%2Fcart',
      '/api/shop/users/invoices/%2e%2e',
      '/api/shop/users/invoices/..',
      '/api/shop/users/invoices/.',
      '/api/shop/users/invoices/%2E',
      '/api/shop/../shop/users/cart',
      '/api/shop/products/1%5C..%5Ccart',
      '/api/shop/products/1\\..',
      '/api/shop/products/1%00',
      '/api/shop/products/1%0d%0aX-Injected:%201',
      '/api/shop/products/%7F',
      '/api/shop/products/1%252F..',
      '/api/shop/products/%E0%A4%A',
      '/api/shop/products/%',
      '/api/shop/products/x%3Cscript%3E',
    ]) {
      expect(isPlainApiPath(path), path).toBe(false);
    }
  });

  it('leaves dots inside a segment and empty segments alone', () => {
    expect(isPlainApiPath('/api/shop/products/1.5')).toBe(true);
    expect(isPlainApiPath('/api/shop/products/...')).toBe(true);
    expect(isPlainApiPath('/api/shop/')).toBe(true);
  });
});

describe('clampPaging', () => {
  const clamp = (query: string) => clampPaging(new URLSearchParams(query)).toString();

  it('keeps values within range and other parameters as they are', () => {
    expect(clamp('title=%DA%A9&page=2&size=20')).toBe('title=%DA%A9&page=2&size=20');
  });

  it('clamps to 1…max at the numbers that trip it', () => {
    expect(clamp(`page=${API_MAX_PAGE}&size=${API_MAX_PAGE_SIZE}`)).toBe(
      `page=${API_MAX_PAGE}&size=${API_MAX_PAGE_SIZE}`,
    );
    expect(clamp(`page=${API_MAX_PAGE + 1}&size=${API_MAX_PAGE_SIZE + 1}`)).toBe(
      `page=${API_MAX_PAGE}&size=${API_MAX_PAGE_SIZE}`,
    );
    expect(clamp('page=0&size=-5')).toBe('page=1&size=1');
    expect(clamp('page=99999999999999999999&size=1e9')).toBe(`page=${API_MAX_PAGE}&size=1`);
  });

  it('drops values that are not numbers, and repeats', () => {
    expect(clamp('page=abc&size=')).toBe('');
    expect(clamp('page=3&page=900000')).toBe('page=3');
  });
});
