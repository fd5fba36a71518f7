import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productListSchema } from '@/shop-api/schemas/product';
import { groupHomeProducts, isEmptyGroups } from './home-groups';

const raw = (id: number, shopPosition: unknown) => ({
  id,
  code: `P-${id}`,
  title: `کالا ${id}`,
  price: 1000,
  shopPosition,
});

function parse(items: unknown[]) {
  return v.parse(productListSchema, items);
}

describe('groupHomeProducts', () => {
  it('groups by shopPosition given as a number', () => {
    const groups = groupHomeProducts(parse([raw(1, 2), raw(2, 3), raw(3, 4), raw(4, 1)]));
    expect(groups.specials.map((p) => p.id)).toEqual([1]);
    expect(groups.bestSellers.map((p) => p.id)).toEqual([2]);
    expect(groups.newest.map((p) => p.id)).toEqual([3]);
  });

  it('puts a product whose shopPosition is a list in each of its groups', () => {
    const groups = groupHomeProducts(parse([raw(1, [1, 2, 3]), raw(2, [2, 4]), raw(3, [1])]));
    expect(groups.specials.map((p) => p.id)).toEqual([1, 2]);
    expect(groups.bestSellers.map((p) => p.id)).toEqual([1]);
    expect(groups.newest.map((p) => p.id)).toEqual([2]);
  });

  it('keeps the order of the shop and reports an empty result', () => {
    const groups = groupHomeProducts(parse([raw(5, 2), raw(3, 2), raw(9, 2)]));
    expect(groups.specials.map((p) => p.id)).toEqual([5, 3, 9]);
    expect(isEmptyGroups(groups)).toBe(false);
    expect(isEmptyGroups(groupHomeProducts(parse([raw(1, 1), raw(2, null)])))).toBe(true);
  });
});
