import type { Category } from '@/shop-api/browser';
import { CATEGORY_PATH_PREFIX } from '@/lib/routing/route-paths';
import { sameId, type Id } from '@/shop-api/id';

/**
 * Route validation for /category/{id} (SPEC §2 validation step): one path
 * segment of at most 64 characters, as any shop's ids (numbers or text) are;
 * whether a category has it is decided by the tree.
 */
export function isCategoryId(id: string): boolean {
  return /^[^\s/\\?#]{1,64}$/u.test(id);
}

/** The path from a top category down to the one with this id, or null when no category has it. */
export function categoryTrail(categories: readonly Category[], id: Id): Category[] | null {
  for (const category of categories) {
    if (sameId(category.id, id)) return [category];
    const below = categoryTrail(category.children, id);
    if (below) return [category, ...below];
  }
  return null;
}

/** The listing path of a category (CATEGORY_PATTERN), its id as one URL segment. */
export function categoryPath(id: Id): string {
  return `${CATEGORY_PATH_PREFIX}${encodeURIComponent(id)}`;
}
