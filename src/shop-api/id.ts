/**
 * Ids as the shop API sends them (product, unit, category, address, invoice,
 * order, stock-holder account, review, user): a string or a number, kept in
 * that JSON type and sent back exactly so. A strict backend that stores the
 * number 9002 does not find "9002" (docs/decisions/0071). Kept apart from the schemas,
 * so that client code can use it without valibot.
 */
export type Id = string | number;

/**
 * Whether two ids name the same thing where two sources meet (a URL segment
 * and an API answer, the cart and a product card). The comparison is by
 * text, so 9002 and "9002" match; the ids themselves are never rewritten.
 */
export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return a === b || String(a).trim() === String(b).trim();
}

/** A map or set key for an id, equal for every pair sameId matches. Never sent anywhere. */
export function idKey(id: Id): string {
  return String(id).trim();
}

/** Whether a value read back from storage is an id: a non-blank string or a finite number. */
export function isId(value: unknown): value is Id {
  return (
    (typeof value === 'string' && value.trim() !== '') ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}
