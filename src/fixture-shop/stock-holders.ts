import type { StockHolderNode } from './seed-schema';

export function findStockHolderNode(node: StockHolderNode, id: number): StockHolderNode | null {
  if (node.id === id) return node;
  for (const child of node.children) {
    const found = findStockHolderNode(child, id);
    if (found) return found;
  }
  return null;
}

/** Users pick a leaf of the tree (a node without children, other than the root). */
export function isStockHolderLeaf(root: StockHolderNode, id: number): boolean {
  const node = findStockHolderNode(root, id);
  return node !== null && node !== root && node.children.length === 0;
}
