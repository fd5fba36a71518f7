/**
 * The favourites mirrored to local storage (SPEC §4): the product ids of one
 * user, each in the JSON type the shop gave it. The mirror names its user, so
 * that another account in the same browser starts from nothing instead of
 * from someone else's list.
 */
import { readJson, type TextStore } from '@/lib/browser/text-store';
import { isId, type Id } from '@/shop-api/id';
import { FAVOURITES_KEY } from '@/lib/browser/storage-keys';

/** How many favourites one sync reads (SPEC §9: the wrapper default of 100). */
export const FAVOURITES_SYNC_SIZE = 100;

export type FavouriteMirror = { userId: string; ids: Id[] };

export function readMirror(store: TextStore, userId: string | null): Id[] {
  if (!userId) return [];
  const raw = readJson(store, FAVOURITES_KEY);
  if (typeof raw !== 'object' || raw === null) return [];
  const { userId: owner, ids } = raw as Record<string, unknown>;
  if (owner !== userId || !Array.isArray(ids)) return [];
  return ids.filter(isId);
}

export function writeMirror(store: TextStore, userId: string | null, ids: Iterable<Id>): void {
  if (!userId) return;
  const mirror: FavouriteMirror = { userId, ids: [...ids] };
  store.write(FAVOURITES_KEY, JSON.stringify(mirror));
}
