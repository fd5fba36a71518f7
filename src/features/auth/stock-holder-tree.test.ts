import { describe, expect, it } from 'vitest';
import type { StockHolderNode } from '@/shop-api/browser';
import { filterTree, findLeaf, isLeaf, pathTo } from './stock-holder-tree';

const node = (
  id: string,
  name: string,
  code: string,
  children: StockHolderNode[] = [],
): StockHolderNode => ({
  id,
  name,
  code,
  children,
});

const tree = node('500', 'سهامداران', 'SH', [
  node('510', 'سهامداران حقیقی', 'SH-1', [
    node('511', 'سهامداران عادی', 'SH-1-1'),
    node('512', 'سهامداران ممتاز', 'SH-1-2'),
  ]),
  node('520', 'سهامداران حقوقی', 'SH-2', [node('521', 'شرکت‌های سرمایه‌گذاری', 'SH-2-1')]),
  node('530', 'کارکنان', 'SH-3'),
]);

describe('stock-holder tree picker', () => {
  it('lets only leaves be chosen', () => {
    expect(findLeaf(tree, '512')?.name).toBe('سهامداران ممتاز');
    expect(findLeaf(tree, '530')?.name).toBe('کارکنان');
    expect(findLeaf(tree, '510')).toBeNull();
    expect(findLeaf(tree, '500')).toBeNull();
    expect(findLeaf(tree, '999')).toBeNull();
    expect(findLeaf(null, '512')).toBeNull();
    expect(isLeaf(tree)).toBe(false);
  });

  it('keeps matches with their ancestors', () => {
    const found = filterTree(tree, 'ممتاز');
    expect(found?.children.map((child) => child.id)).toEqual(['510']);
    expect(found?.children[0]?.children.map((child) => child.id)).toEqual(['512']);
  });

  it('keeps every leaf under a matching branch, matches codes and Arabic letters', () => {
    expect(filterTree(tree, 'حقیقی')?.children[0]?.children).toHaveLength(2);
    expect(filterTree(tree, 'sh-2-1')?.children[0]?.children[0]?.id).toBe('521');
    expect(filterTree(tree, 'كاركنان')?.children.map((child) => child.id)).toEqual(['530']);
  });

  it('shows the whole tree for an empty query and nothing for no match', () => {
    expect(filterTree(tree, '  ')).toBe(tree);
    expect(filterTree(tree, 'ناموجود')).toBeNull();
  });

  it('names the path to a leaf', () => {
    expect(pathTo(tree, '512')).toEqual(['سهامداران', 'سهامداران حقیقی', 'سهامداران ممتاز']);
    expect(pathTo(tree, '999')).toBeNull();
  });
});
