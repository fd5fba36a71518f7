import { describe, expect, it } from 'vitest';
import { memoryTextStore } from '@/lib/browser/text-store';
import { RECENTLY_VIEWED_KEY } from '@/lib/browser/storage-keys';
import {
  MAX_RECENT,
  forgetRecent,
  readRecent,
  rememberProduct,
  type RecentProduct,
} from './recently-viewed';

const product = (id: number): RecentProduct => ({
  id,
  code: `P-${id}`,
  title: `محصول ${id}`,
  image: null,
});

describe('recently viewed', () => {
  it('keeps the newest first, each product once, the last 12', () => {
    const store = memoryTextStore();
    for (let id = 1; id <= 14; id++) rememberProduct(store, null, product(id));
    rememberProduct(store, null, product(5));
    const ids = readRecent(store, null).map((item) => item.id);
    expect(ids).toHaveLength(MAX_RECENT);
    expect(ids).toEqual([5, 14, 13, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('matches ids whatever their JSON type, keeping the newest spelling', () => {
    const store = memoryTextStore();
    rememberProduct(store, null, product(7));
    rememberProduct(store, null, { ...product(7), id: '7' });
    expect(readRecent(store, null)).toEqual([{ ...product(7), id: '7' }]);
  });

  it("a visitor's list becomes the account's at login", () => {
    const store = memoryTextStore();
    rememberProduct(store, null, product(1));
    expect(readRecent(store, 'u1').map((item) => item.id)).toEqual([1]);
    rememberProduct(store, 'u1', product(2));
    expect(JSON.parse(store.read(RECENTLY_VIEWED_KEY) ?? '')).toMatchObject({ owner: 'u1' });
  });

  it('is removed once the session ends, and never shown to another account', () => {
    const store = memoryTextStore();
    rememberProduct(store, 'u1', product(1));
    expect(readRecent(store, null)).toEqual([]);
    expect(store.read(RECENTLY_VIEWED_KEY)).toBeNull();

    rememberProduct(store, 'u1', product(2));
    expect(readRecent(store, 'u2')).toEqual([]);
    expect(store.read(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('drops what it cannot read and can be emptied', () => {
    const store = memoryTextStore({
      [RECENTLY_VIEWED_KEY]: JSON.stringify({
        owner: null,
        items: [product(1), { id: null }, { ...product(2), code: '' }, 'x'],
      }),
    });
    expect(readRecent(store, null)).toEqual([product(1)]);
    expect(readRecent(memoryTextStore({ [RECENTLY_VIEWED_KEY]: '{broken' }), null)).toEqual([]);
    forgetRecent(store);
    expect(readRecent(store, null)).toEqual([]);
  });
});
