import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from './messages';

// The client's chunk cannot be downloaded (offline, a deploy removed it): its import rejects;
// so does that of the reads through the server.
vi.mock('./browser-client', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./browser-reads', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('loadShopApi when the client cannot be downloaded', () => {
  it('resolves, and every call answers the network failure of SPEC §8', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { loadShopApi } = await import('./load-browser-client');
    const api = await loadShopApi();
    await expect(api.login({ phoneNumber: '09120000000', password: 'demo1234' })).resolves.toEqual(
      expect.objectContaining({ ok: false, kind: 'network', message: NETWORK_ERROR_MESSAGE }),
    );
    await expect(api.getCart()).resolves.toEqual(
      expect.objectContaining({ ok: false, kind: 'network' }),
    );
  });
});

describe('the reads through the server when their code cannot be downloaded', () => {
  it('answer the network failure of SPEC §8', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readCart, readFavourites } = await import('./load-browser-client');
    for (const read of [readCart('cart'), readFavourites({ page: 1, size: 100 })]) {
      await expect(read).resolves.toEqual(
        expect.objectContaining({ ok: false, kind: 'network', message: NETWORK_ERROR_MESSAGE }),
      );
    }
  });
});
