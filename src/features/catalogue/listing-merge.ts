import { idKey, sameId, type Id } from '@/shop-api/id';
import type { Category, Product, ProductQuery } from '@/shop-api/index';
import { LISTING_MAX_SOURCES } from '@/lib/limits';
import { spellingVariants } from '@/lib/text/persian-search';

/**
 * A listing read from several upstream queries ("sources") as one list, in
 * the shop's order: the sources one after the other, each in the order the
 * shop gave it, every product once (docs/decisions/0030). A search sends each
 * spelling of the query; a category asks for itself and each descendant.
 */
export type Source = Omit<ProductQuery, 'page' | 'size'>;

/** The first page of a source, its page size and how many products it holds in all. */
export type SourceStart = { items: readonly Product[]; totalCount: number; size: number };

/** The category and its descendants, depth first, in the shop's order. */
export function subtreeOf(category: Category): Category[] {
  return [category, ...category.children.flatMap(subtreeOf)];
}

/**
 * The upstream queries of a listing: each spelling of the search text (or
 * the `spellings` given), for the category and each of its descendants. At
 * most LISTING_MAX_SOURCES; `cut` says some were left out.
 */
export function listingSources(
  q: string,
  category: Category | null,
  spellings?: readonly string[],
): { sources: Source[]; cut: boolean } {
  const titles: Array<string | undefined> = q.trim()
    ? [...(spellings ?? spellingVariants(q))]
    : [undefined];
  const categories: Array<Id | undefined> = category
    ? subtreeOf(category).map((node) => node.id)
    : [undefined];
  const all = categories.flatMap((parentDetailedAccountId) =>
    titles.map((title): Source => ({
      ...(title === undefined ? {} : { title }),
      ...(parentDetailedAccountId === undefined ? {} : { parentDetailedAccountId }),
    })),
  );
  return { sources: all.slice(0, LISTING_MAX_SOURCES), cut: all.length > LISTING_MAX_SOURCES };
}

/**
 * Whether a category's own answer already holds products of its descendants:
 * the shop then lists the subtree itself, and asking each descendant again
 * would only repeat them.
 */
export function includesDescendants(items: readonly Product[], category: Category): boolean {
  const below = subtreeOf(category).slice(1);
  return items.some((product) =>
    below.some((node) => sameId(node.id, product.parentDetailedAccountId)),
  );
}

/**
 * The sources worth reading on: a source whose first page brings no product
 * the earlier ones had not (a shop that normalises spellings answers every
 * spelling alike) is left out. Answers the indexes kept, in order.
 */
export function distinctSources(starts: readonly SourceStart[]): number[] {
  const seen = new Set<string>();
  const kept: number[] = [];
  starts.forEach((start, index) => {
    const fresh = start.items.filter((product) => !seen.has(idKey(product.id)));
    for (const product of start.items) seen.add(idKey(product.id));
    if (index === 0 || fresh.length > 0) kept.push(index);
  });
  return kept;
}

/** The lists one after the other, every product once (the first time it appears). */
export function mergeInOrder(lists: ReadonlyArray<readonly Product[]>): Product[] {
  const seen = new Set<string>();
  const merged: Product[] = [];
  for (const product of lists.flat()) {
    if (seen.has(idKey(product.id))) continue;
    seen.add(idKey(product.id));
    merged.push(product);
  }
  return merged;
}

/**
 * Where the products [from, to) of the sources laid end to end lie: for each
 * source it touches, the range of its own list.
 */
export function slicesOf(
  totals: readonly number[],
  from: number,
  to: number,
): Array<{ source: number; from: number; to: number }> {
  const slices: Array<{ source: number; from: number; to: number }> = [];
  let start = 0;
  totals.forEach((total, source) => {
    const lo = Math.max(from, start);
    const hi = Math.min(to, start + total);
    if (lo < hi) slices.push({ source, from: lo - start, to: hi - start });
    start += total;
  });
  return slices;
}

/** The 1-based pages of `size` that hold the items [from, to) of one source. */
export function pagesHolding(from: number, to: number, size: number): number[] {
  if (to <= from) return [];
  const first = Math.floor(from / size) + 1;
  const last = Math.floor((to - 1) / size) + 1;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
