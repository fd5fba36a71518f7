import type { Product } from '@/shop-api/index';

/** SPEC §4: the home page's product groups by shopPosition. */
export const HOME_GROUPS = [
  { key: 'specials', position: 2, title: 'پیشنهادهای ویژه' },
  { key: 'bestSellers', position: 3, title: 'پرفروش‌ترین‌ها' },
  { key: 'newest', position: 4, title: 'جدیدترین‌ها' },
] as const;

export type HomeGroupKey = (typeof HOME_GROUPS)[number]['key'];
export type HomeGroups = Record<HomeGroupKey, Product[]>;

/**
 * The products of each group, in the order the shop gave them. A product
 * whose shopPosition lists several groups (the API accepts a number or a
 * list; the client reshapes both into `shopPositions`) appears in each.
 */
export function groupHomeProducts(products: readonly Product[]): HomeGroups {
  const groups: HomeGroups = { specials: [], bestSellers: [], newest: [] };
  for (const group of HOME_GROUPS) {
    groups[group.key] = products.filter((product) =>
      product.shopPositions.includes(group.position),
    );
  }
  return groups;
}

export function isEmptyGroups(groups: HomeGroups): boolean {
  return HOME_GROUPS.every((group) => groups[group.key].length === 0);
}
