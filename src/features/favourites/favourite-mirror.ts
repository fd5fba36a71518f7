import { readJson, type TextStore } from '../../lib/text-store';

/**
 * The favourites mirrored to local storage (SPEC §4): the product ids of one
 * user. The mirror names its user, so that another account in the same
 * browser starts from nothing instead of from someone else's list.
 */
export const FAVOURITES_KEY = 'favorites';

/** How many favourites one sync reads (SPEC §9: the wrapper default of 100). */
export const FAVOURITES_SYNC_SIZE = 100;

export type FavouriteMirror = { userId: string; ids: string[] };

export function readMirror(store: TextStore, userId: string | null): string[] {
  if (!userId) return [];
  const raw = readJson(store, FAVOURITES_KEY);
  if (typeof raw !== 'object' || raw === null) return [];
  const { userId: owner, ids } = raw as Record<string, unknown>;
  if (owner !== userId || !Array.isArray(ids)) return [];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

export function writeMirror(store: TextStore, userId: string | null, ids: Iterable<string>): void {
  if (!userId) return;
  const mirror: FavouriteMirror = { userId, ids: [...ids] };
  store.write(FAVOURITES_KEY, JSON.stringify(mirror));
}

/** The set with `id` in it or out of it. */
export function toggled(ids: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  if (ids.has(id) === on) return ids;
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
