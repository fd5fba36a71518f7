/**
 * The products a shopper opened last, in this browser only (local storage,
 * no server state): newest first, at most 12, each once.
 *
 * They are personal (what someone looked at), so they belong to whoever was
 * signed in when they were opened, as the favourites mirror does
 * (docs/decisions/0057): a visitor's list becomes the account's at login;
 * once that session ends (logout, or a 401 that ends it) or another account
 * signs in, the list is not shown and is removed from the browser.
 */
import { isId, sameId, type Id } from '@/shop-api/id';
import { readJson, type TextStore } from '@/lib/browser/text-store';
import { RECENTLY_VIEWED_KEY } from '@/lib/browser/storage-keys';

/** How many products the list keeps. */
export const MAX_RECENT = 12;

/**
 * What a card of the row needs: the product's id, code and title, and its first
 * picture as the shop named it.
 */
export type RecentProduct = { id: Id; code: string; title: string; image: string | null };

/** Null: a visitor. */
type Owner = string | null;

function isRecentProduct(value: unknown): value is RecentProduct {
  if (typeof value !== 'object' || value === null) return false;
  const { id, code, title, image } = value as Record<string, unknown>;
  return (
    isId(id) &&
    typeof code === 'string' &&
    code.trim() !== '' &&
    typeof title === 'string' &&
    (image === null || typeof image === 'string')
  );
}

/**
 * The list for `owner`, newest first. A list kept for another user (or for a
 * user when a visitor asks) is not theirs: it is removed and nothing is shown.
 */
export function readRecent(store: TextStore, owner: Owner): RecentProduct[] {
  const kept = readJson(store, RECENTLY_VIEWED_KEY);
  if (typeof kept !== 'object' || kept === null) return [];
  const { owner: keptOwner, items } = kept as Record<string, unknown>;
  const mine = keptOwner === owner || (keptOwner === null && owner !== null);
  if (!mine || !Array.isArray(items)) {
    store.remove(RECENTLY_VIEWED_KEY);
    return [];
  }
  return items.filter(isRecentProduct).slice(0, MAX_RECENT);
}

/** Puts `product` first (once), keeps the newest 12, and writes the list as `owner`'s. */
export function rememberProduct(
  store: TextStore,
  owner: Owner,
  product: RecentProduct,
): RecentProduct[] {
  const items = [
    product,
    ...readRecent(store, owner).filter((item) => !sameId(item.id, product.id)),
  ].slice(0, MAX_RECENT);
  store.write(RECENTLY_VIEWED_KEY, JSON.stringify({ owner, items }));
  return items;
}

/** Empties the list (the row's «پاک کردن»). */
export function forgetRecent(store: TextStore): void {
  store.remove(RECENTLY_VIEWED_KEY);
}
