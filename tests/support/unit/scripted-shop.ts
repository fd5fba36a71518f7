import type { FixtureShop } from '@/fixture-shop/index';
import {
  createHandlerTransport,
  createShopApi,
  type ApiRequest,
  type Transport,
} from '@/shop-api/index';

/**
 * Test support for the client stores: a shop API over the fixture shop in
 * process, as a store reaches it, scripted by the test. Every request is kept
 * in `sent`; a path in `failing`, or one below it, is answered with a failed
 * envelope (500); `beforeAnswer` may hold a request back; `logIn` signs in as
 * the demo customer; `goOffline` switches what `storeDeps.offline` reads.
 */
export function scriptedShop(
  shop: FixtureShop,
  beforeAnswer?: (request: ApiRequest) => Promise<void>,
) {
  const shopTransport = createHandlerTransport((request) => shop.handle(request));
  const sent: ApiRequest[] = [];
  const failing = new Set<string>();
  let token: string | null = null;
  let offline = false;
  const transport: Transport = async (request) => {
    sent.push(request);
    await beforeAnswer?.(request);
    if ([...failing].some((path) => request.path === path || request.path.startsWith(`${path}/`))) {
      return new Response(
        JSON.stringify({ isSuccess: false, isFailure: true, errors: ['خطای سرور'] }),
        {
          status: 500,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    return shopTransport(request);
  };
  const api = createShopApi({ transport, getToken: () => token });
  return {
    api,
    /** What every client store takes from its surroundings: the client, a quiet warning, the connection. */
    storeDeps: { api: async () => api, warn: () => {}, offline: () => offline },
    sent,
    failing,
    token: () => token,
    goOffline: (on: boolean) => {
      offline = on;
    },
    async logIn() {
      const answer = await api.login({ phoneNumber: '09120000000', password: 'demo1234' });
      if (!answer.ok) throw new Error(answer.message);
      token = answer.value;
    },
    logOut() {
      token = null;
    },
  };
}
