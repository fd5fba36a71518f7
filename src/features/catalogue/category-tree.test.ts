import { describe, expect, it } from 'vitest';
import { categoryPath, categoryTrail, isCategoryId } from './category-tree';

const tree = [
  { id: '1', name: 'کتاب', children: [{ id: '11', name: 'رمان', children: [] }] },
  { id: '2', name: 'دیجیتال', children: [] },
];

describe('category tree', () => {
  it.each(['1', '42', '123456', 'cat-7', 'کتاب'])(
    'accepts the id %s (the tree decides whether it exists)',
    (id) => expect(isCategoryId(id)).toBe(true),
  );
  it.each(['', 'a/b', 'a b', 'x'.repeat(65)])('rejects the id %j', (id) =>
    expect(isCategoryId(id)).toBe(false),
  );
  it('finds a category whatever the JSON type of its id', () => {
    const numbered = [{ id: 10, name: 'کتاب', children: [{ id: 11, name: 'رمان', children: [] }] }];
    expect(categoryTrail(numbered, '11')?.map((c) => c.id)).toEqual([10, 11]);
    expect(categoryTrail(tree, 11)?.map((c) => c.id)).toEqual(['1', '11']);
  });
  it('links a category by its id as one path segment', () => {
    expect(categoryPath(10)).toBe('/category/10');
    expect(categoryPath('a/b')).toBe('/category/a%2Fb');
  });
  it('finds the trail to a nested category', () => {
    expect(categoryTrail(tree, '11')?.map((c) => c.name)).toEqual(['کتاب', 'رمان']);
  });
  it('returns null for an unknown id', () => {
    expect(categoryTrail(tree, '99')).toBeNull();
  });
});
