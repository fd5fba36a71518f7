import { describe, expect, it } from 'vitest';
import { createShopApi, type ShopApi } from './client';
import type { Id } from './id';
import type { ApiRequest } from './transport';

/**
 * The write calls of SPEC §7 against a shop that answers them in any of the
 * ways a faithful backend may (docs/decisions/0071), and the ids in their bodies.
 */
type Answer = { status: number; contentType: string | null; body: string };

const envelope = (value: unknown) =>
  JSON.stringify({ isSuccess: true, isFailure: false, errors: [], value });
const JSON_TYPE = 'application/json; charset=utf-8';

const ANSWERS: Record<string, Answer> = {
  'an envelope with true': { status: 200, contentType: JSON_TYPE, body: envelope(true) },
  'an envelope with null': { status: 200, contentType: JSON_TYPE, body: envelope(null) },
  'an envelope with an object': {
    status: 200,
    contentType: JSON_TYPE,
    body: envelope({ id: 5, somethingElse: [1] }),
  },
  'a bare true': { status: 200, contentType: JSON_TYPE, body: 'true' },
  'an empty 200': { status: 200, contentType: null, body: '' },
  'a non-JSON 200': { status: 200, contentType: 'text/plain', body: 'OK' },
};

function recordingApi(answer: Answer) {
  const sent: ApiRequest[] = [];
  const api = createShopApi({
    getToken: () => 'token',
    transport: async (request) => {
      sent.push(request);
      const headers = answer.contentType ? { 'content-type': answer.contentType } : undefined;
      return new Response(answer.body === '' ? null : answer.body, {
        status: answer.status,
        headers,
      });
    },
  });
  return { api, sent };
}

/** Every write call, made with ids of the given type; `ids` lists what each request must carry. */
function writes(id: (n: number) => Id): Array<{
  name: string;
  call: (api: ShopApi) => Promise<{ ok: boolean }>;
  carries: (request: ApiRequest) => unknown[];
  expected: Id[];
}> {
  const body = (request: ApiRequest) => request.body as Record<string, unknown>;
  const address = {
    recipient: 'م',
    phoneNumber: '09120000000',
    provinceId: 8,
    cityId: 301,
    address: 'الف',
    postalCode: '1234567890',
  };
  return [
    {
      name: 'set-item',
      call: (api) => api.setCartItem({ productId: id(9002), unitId: id(4), amount: 2 }),
      carries: (r) => [body(r).productId, body(r).unitId],
      expected: [id(9002), id(4)],
    },
    { name: 'cart clear', call: (api) => api.clearCart(), carries: () => [], expected: [] },
    {
      name: 'favourite add',
      call: (api) => api.addFavourite(id(9002)),
      carries: (r) => [body(r).productId],
      expected: [id(9002)],
    },
    {
      name: 'favourite remove',
      call: (api) => api.removeFavourite(id(9002)),
      carries: () => [],
      expected: [],
    },
    {
      name: 'contact-info add',
      call: (api) => api.addContactInfo(address),
      carries: () => [],
      expected: [],
    },
    {
      name: 'contact-info edit',
      call: (api) => api.updateContactInfo({ id: id(31), ...address }),
      carries: (r) => [body(r).id],
      expected: [id(31)],
    },
    {
      name: 'invoice (pro-forma) create',
      call: (api) =>
        api.createInvoice({ items: [{ productId: id(9002), unitId: id(4), amount: 1 }] }),
      carries: (r) => {
        const [item] = body(r).items as Array<Record<string, unknown>>;
        return [item?.productId, item?.unitId];
      },
      expected: [id(9002), id(4)],
    },
    {
      name: 'invoice delete',
      call: (api) => api.deleteInvoice(id(77)),
      carries: () => [],
      expected: [],
    },
    {
      name: 'review',
      call: (api) => api.addReview({ productId: id(9002), rate: 5, comment: 'خوب' }),
      carries: (r) => [body(r).productId],
      expected: [id(9002)],
    },
    {
      name: 'profile',
      call: (api) => api.updateProfile({ firstName: 'ع', lastName: 'ب' }),
      carries: () => [],
      expected: [],
    },
    {
      name: 'signup',
      call: (api) =>
        api.signup({
          firstName: 'ع',
          lastName: 'ب',
          phoneNumber: '09120000001',
          password: 'secret1',
          nationalCode: null,
          stockHolderAccountId: id(12),
        }),
      carries: (r) => [body(r).stockHolderAccountId],
      expected: [id(12)],
    },
    {
      name: 'submit',
      call: (api) => api.submitCart({ contactInfoId: id(31) }),
      carries: (r) => [body(r).contactInfoId],
      expected: [id(31)],
    },
  ];
}

describe('write calls accept any successful answer', () => {
  for (const [what, answer] of Object.entries(ANSWERS)) {
    it(`${what}: every write call succeeds`, async () => {
      const { api } = recordingApi(answer);
      for (const write of writes((n) => n)) {
        expect({ call: write.name, ...(await write.call(api)) }).toMatchObject({
          call: write.name,
          ok: true,
        });
      }
    });
  }

  it('a failed envelope still fails every write call, with its message', async () => {
    const failed = {
      status: 200,
      contentType: JSON_TYPE,
      body: JSON.stringify({ isSuccess: false, isFailure: true, errors: ['ناموفق'] }),
    };
    const { api } = recordingApi(failed);
    for (const write of writes((n) => n)) {
      expect({ call: write.name, ...(await write.call(api)) }).toMatchObject({
        call: write.name,
        ok: false,
        message: 'ناموفق',
      });
    }
  });
});

describe('request bodies send ids back in the type they came with', () => {
  for (const [type, id] of [
    ['numbers', (n: number) => n],
    ['strings', (n: number) => String(n)],
  ] as const) {
    it(`ids as ${type}`, async () => {
      const { api, sent } = recordingApi(ANSWERS['an envelope with true'] as Answer);
      for (const write of writes(id)) {
        await write.call(api);
        const request = sent.at(-1);
        if (!request) throw new Error(`${write.name} sent nothing`);
        expect({ call: write.name, ids: write.carries(request) }).toEqual({
          call: write.name,
          ids: write.expected,
        });
        // And through JSON, as the shop receives it.
        if (request.body !== undefined)
          expect(JSON.parse(JSON.stringify(request.body))).toEqual(request.body);
      }
    });
  }

  it('ids in paths are the id as text', async () => {
    const { api, sent } = recordingApi(ANSWERS['an envelope with true'] as Answer);
    await api.removeFavourite(9002);
    await api.deleteInvoice('INV 7/8');
    expect(sent.map((request) => request.path)).toEqual([
      '/api/shop/users/favorites/9002',
      '/api/shop/users/invoices/INV%207%2F8',
    ]);
  });
});
