import { toAsciiDigits } from '@/lib/text/persian';
import type { Id, StockHolderNode } from '@/shop-api/browser';
import { sameId } from '@/shop-api/id';

/**
 * The stock-holder tree picker's rules: only leaves can be chosen; a search
 * keeps the nodes whose name or code matches, their ancestors (for context)
 * and, under a matching branch, all of its leaves.
 */
export function isLeaf(node: StockHolderNode): boolean {
  return node.children.length === 0;
}

export function findLeaf(root: StockHolderNode | null, id: Id | null): StockHolderNode | null {
  if (!root || id === null) return null;
  if (sameId(root.id, id)) return isLeaf(root) ? root : null;
  for (const child of root.children) {
    const found = findLeaf(child, id);
    if (found) return found;
  }
  return null;
}

/** Letters and digits compared the way shoppers type them. */
export function normaliseSearch(text: string): string {
  return toAsciiDigits(text)
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u064b-\u065f\u0640\u200c]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function matches(node: StockHolderNode, query: string): boolean {
  return normaliseSearch(`${node.name} ${node.code ?? ''}`).includes(query);
}

/** The tree as shown for a query; null when nothing matches. */
export function filterTree(node: StockHolderNode, rawQuery: string): StockHolderNode | null {
  const query = normaliseSearch(rawQuery);
  if (query === '' || matches(node, query)) return node;
  const children = node.children
    .map((child) => filterTree(child, query))
    .filter((child): child is StockHolderNode => child !== null);
  return children.length > 0 ? { ...node, children } : null;
}

/** The names from the root down to the leaf, for showing the chosen group. */
export function pathTo(root: StockHolderNode, id: Id): string[] | null {
  if (sameId(root.id, id)) return [root.name];
  for (const child of root.children) {
    const rest = pathTo(child, id);
    if (rest) return [root.name, ...rest];
  }
  return null;
}
