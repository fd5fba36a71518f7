import { describe, expect, it } from 'vitest';
import { createShopApi } from './client';
import { createShopperApi } from './shopper-api';

const transport = async () => new Response('{}');

describe("the shopper's client", () => {
  it('makes none of the catalogue’s reads nor the media files, which only the server makes', () => {
    const shopper = Object.keys(createShopperApi({ transport }));
    const server = Object.keys(createShopApi({ transport }));
    const serverOnly = server.filter((name) => !shopper.includes(name)).sort();
    expect(serverOnly).toEqual([
      'findProductByCode',
      'getBanner',
      'getBanners',
      'getCategories',
      'getHomeProducts',
      'getMedia',
      'getProduct',
      'getProducts',
      'getShopData',
    ]);
    // Every call of the shopper's is the server's too.
    expect(shopper.every((name) => server.includes(name))).toBe(true);
  });
});
