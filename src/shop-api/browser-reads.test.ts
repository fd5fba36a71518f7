import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/lib/browser/storage-keys';
import { UNAUTHORIZED_EVENT } from './browser-session';
import { readCart, readFavourites } from './browser-reads';
import {
  MALFORMED_ANSWER_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  statusMessage,
} from './messages';

const CART = { items: [], totalPrice: 0, totalPriceWithDiscount: 0 };

let stored: Record<string, string>;
let sent: Array<{ url: string; headers: Record<string, string> }>;
let answer: () => Promise<Response>;
const events: Event[] = [];

beforeEach(() => {
  stored = { [TOKEN_KEY]: 'token-1' };
  sent = [];
  events.length = 0;
  answer = async () => Response.json({ ok: true, value: CART });
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
  vi.stubGlobal('window', { dispatchEvent: (event: Event) => events.push(event) });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string> });
    return answer();
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('the browser reads the cart and the favourites through the server', () => {
  it('sends the stored token as the API client does, and the cart page its source-page header', async () => {
    await expect(readCart('cart')).resolves.toEqual({ ok: true, value: CART });
    await readCart();
    expect(sent).toEqual([
      {
        url: '/_shopper/cart',
        headers: {
          accept: 'application/json',
          authorization: 'Bearer token-1',
          'x-source-page': 'cart',
        },
      },
      {
        url: '/_shopper/cart',
        headers: { accept: 'application/json', authorization: 'Bearer token-1' },
      },
    ]);
  });

  it('asks for the page and size the favourites store asks for', async () => {
    await readFavourites({ page: 1, size: 100 });
    await readFavourites();
    expect(sent.map(({ url }) => url)).toEqual([
      '/_shopper/favourites?page=1&size=100',
      '/_shopper/favourites',
    ]);
  });

  it("gives the server's failure as it is, and ends the session on its 401 (SPEC §6)", async () => {
    const unauthorized = {
      ok: false,
      kind: 'unauthorized',
      message: UNAUTHORIZED_MESSAGE,
      status: 401,
    };
    answer = async () => Response.json(unauthorized);
    await expect(readCart('cart')).resolves.toEqual(unauthorized);
    expect(events.map((event) => event.type)).toEqual([UNAUTHORIZED_EVENT]);
    expect((events[0] as CustomEvent).detail).toEqual({ sourcePage: 'cart' });

    answer = async () => Response.json({ ok: false, kind: 'server', message: 'خطا', status: 500 });
    await expect(readCart()).resolves.toEqual({
      ok: false,
      kind: 'server',
      message: 'خطا',
      status: 500,
    });
    expect(events).toHaveLength(1);
  });

  it('answers the network failure of SPEC §8 when no answer comes (offline)', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(readFavourites()).resolves.toEqual(
      expect.objectContaining({ ok: false, kind: 'network', message: NETWORK_ERROR_MESSAGE }),
    );
  });

  it('reads an answer that is no result (a proxy’s error page, a cut body) as a failure', async () => {
    answer = async () => new Response('<h1>Bad Gateway</h1>', { status: 502 });
    await expect(readCart()).resolves.toEqual({
      ok: false,
      kind: 'server',
      message: statusMessage(502),
      status: 502,
    });
    answer = async () => Response.json({ ok: true });
    await expect(readCart()).resolves.toEqual({
      ok: false,
      kind: 'malformed',
      message: MALFORMED_ANSWER_MESSAGE,
      status: 200,
    });
    answer = async () => new Response('{"ok":tr', { status: 200 });
    await expect(readCart()).resolves.toEqual(expect.objectContaining({ kind: 'malformed' }));
  });

  it('sends no authorization without a token in time', async () => {
    stored = {};
    await readCart();
    expect(sent[0]?.headers).toEqual({ accept: 'application/json' });
  });
});
