/**
 * Reading ids and fields from answers as they came, so that what the contract run sends
 * back carries ids with their JSON type ("ids go back as they came", docs/decisions/0071).
 */

export type RawId = number | string;
export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function rawId(value: unknown): RawId | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return value;
  return null;
}

/** The first element of a list that has an id. */
export function firstWithId(items: unknown[], key = 'id'): RawRecord | null {
  return (
    items.find((item): item is RawRecord => isRecord(item) && rawId(item[key]) !== null) ?? null
  );
}

/** The ids of a list's elements, as they came. */
export function idsOf(items: unknown[], key = 'id'): RawId[] {
  return items.flatMap((item) => {
    const id = isRecord(item) ? rawId(item[key]) : null;
    return id === null ? [] : [id];
  });
}

export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
