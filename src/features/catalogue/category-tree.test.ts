import { describe, expect, it } from 'vitest';
import { categoryTrail, isCategoryId } from './category-tree';

const tree = [
  { id: '1', name: 'کتاب', children: [{ id: '11', name: 'رمان', children: [] }] },
  { id: '2', name: 'دیجیتال', children: [] },
];

describe('category tree', () => {
  it.each(['1', '42', '123456'])('accepts the id %s', (id) => expect(isCategoryId(id)).toBe(true));
  it.each(['abc', '0', '-1', '1.5', '', '01', '1e3', '١٢'])('rejects the id %s', (id) =>
    expect(isCategoryId(id)).toBe(false),
  );
  it('finds the trail to a nested category', () => {
    expect(categoryTrail(tree, '11')?.map((c) => c.name)).toEqual(['کتاب', 'رمان']);
  });
  it('returns null for an unknown id', () => {
    expect(categoryTrail(tree, '99')).toBeNull();
  });
});
