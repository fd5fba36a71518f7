import { idKey, type Id } from '@/shop-api/id';

/**
 * An immutable set of ids that keeps each id in the JSON type it came with
 * (so it can be sent back as it came) and finds members the way sameId
 * compares them. Keyed by idKey.
 */
export type IdSet = ReadonlyMap<string, Id>;

export const EMPTY_ID_SET: IdSet = new Map();

export function idSetOf(ids: Iterable<Id>): IdSet {
  const set = new Map<string, Id>();
  for (const id of ids) if (!set.has(idKey(id))) set.set(idKey(id), id);
  return set.size === 0 ? EMPTY_ID_SET : set;
}

export function hasId(set: IdSet, id: Id): boolean {
  return set.has(idKey(id));
}

/** The set with `id` in it or out of it (the same set when nothing changes). */
export function withId(set: IdSet, id: Id, on: boolean): IdSet {
  if (hasId(set, id) === on) return set;
  const next = new Map(set);
  if (on) next.set(idKey(id), id);
  else next.delete(idKey(id));
  return next.size === 0 ? EMPTY_ID_SET : next;
}
