import { describe, expect, it } from 'vitest';
import type { Category } from '@/shop-api/index';
import { LISTING_MAX_SOURCES } from '@/lib/limits';
import { listingSources, pagesHolding, slicesOf, subtreeOf } from './listing-merge';

const tree: Category = {
  id: 1,
  name: 'ریشه',
  children: [
    { id: 2, name: 'الف', children: [{ id: 3, name: 'ب', children: [] }] },
    { id: '4', name: 'پ', children: [] },
  ],
};

describe('listing sources', () => {
  it('a category and its descendants, depth first, ids as the tree gives them', () => {
    expect(subtreeOf(tree).map((node) => node.id)).toEqual([1, 2, 3, '4']);
    expect(listingSources('', tree).sources).toEqual([
      { parentDetailedAccountId: 1 },
      { parentDetailedAccountId: 2 },
      { parentDetailedAccountId: 3 },
      { parentDetailedAccountId: '4' },
    ]);
  });

  it('each spelling of the search, for each category', () => {
    expect(listingSources('كتاب', null).sources).toEqual([{ title: 'كتاب' }, { title: 'کتاب' }]);
    expect(listingSources('كتاب', tree.children[1] ?? null).sources).toEqual([
      { title: 'كتاب', parentDetailedAccountId: '4' },
      { title: 'کتاب', parentDetailedAccountId: '4' },
    ]);
    expect(listingSources('', null)).toEqual({ sources: [{}], cut: false });
  });

  it('at most LISTING_MAX_SOURCES, and says when some were left out', () => {
    const wide: Category = {
      id: 0,
      name: 'x',
      children: Array.from({ length: 40 }, (_, id) => ({ id: id + 1, name: 'y', children: [] })),
    };
    const { sources, cut } = listingSources('كتاب ۱', wide);
    expect(sources).toHaveLength(LISTING_MAX_SOURCES);
    expect(cut).toBe(true);
  });
});

describe('paging sources laid end to end', () => {
  it('slices a range over the sources', () => {
    expect(slicesOf([3, 0, 5, 4], 0, 10)).toEqual([
      { source: 0, from: 0, to: 3 },
      { source: 2, from: 0, to: 5 },
      { source: 3, from: 0, to: 2 },
    ]);
    expect(slicesOf([3, 5, 4], 10, 20)).toEqual([{ source: 2, from: 2, to: 4 }]);
    expect(slicesOf([3], 10, 20)).toEqual([]);
  });

  it('names the upstream pages that hold a range', () => {
    expect(pagesHolding(0, 10, 100)).toEqual([1]);
    expect(pagesHolding(95, 105, 100)).toEqual([1, 2]);
    expect(pagesHolding(200, 300, 100)).toEqual([3]);
    expect(pagesHolding(5, 5, 100)).toEqual([]);
  });
});
