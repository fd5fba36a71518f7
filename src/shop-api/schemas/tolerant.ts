import * as v from 'valibot';
import type { Id } from '../id';

/**
 * Building blocks for tolerant schemas (docs/api-shapes.md): ids of either type,
 * kept in that type; numbers that may arrive as numeric strings; fields that
 * may be missing or null. Optional fields always give a default (null, a value or an empty
 * list), never undefined.
 */

/** Any value as the validation input of a value schema. */
export type ValueSchema<T> = v.GenericSchema<unknown, T>;

/**
 * An id in the JSON type it came with (a non-blank string or a finite
 * number): ids go back to the shop exactly as they came (src/shop-api/id.ts).
 */
export const id: ValueSchema<Id> = v.union([
  v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', 'an id must not be blank'),
  ),
  v.pipe(v.number(), v.finite()),
]);

/** An id that may be missing: missing, null and a blank string become null; the type is kept. */
export const optionalId: ValueSchema<Id | null> = v.pipe(
  v.nullish(v.union([v.string(), v.pipe(v.number(), v.finite())]), null),
  v.transform((value) => (typeof value === 'string' && value.trim() === '' ? null : value)),
);

export const num = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(/^[-+]?(\d+\.?\d*|\.\d+)$/), v.transform(Number)),
]);

export const optionalNum = v.nullish(num, null);

export const numOr = (fallback: number) => v.nullish(num, fallback);

export const text = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform(String),
);

/** A string (or number) that may be missing; missing and empty become null. */
export const optionalText = v.pipe(
  v.nullish(text, null),
  v.transform((value) => (value === '' ? null : value)),
);

export const textOr = (fallback: string) => v.nullish(text, fallback);

/** A flag that may be missing (null) or sent as "true"/"false" or 0/1. */
export const optionalFlag = v.pipe(
  v.nullish(
    v.union([v.boolean(), v.picklist(['true', 'false', 'True', 'False']), v.picklist([0, 1])]),
    null,
  ),
  v.transform((value) => {
    if (value === null || typeof value === 'boolean') return value;
    return value === 1 || String(value).toLowerCase() === 'true';
  }),
);

export const flagOr = (fallback: boolean) =>
  v.pipe(
    optionalFlag,
    v.transform((value) => value ?? fallback),
  );

/** A list that may be missing or null: then empty. */
export const listOr = <T>(item: ValueSchema<T>) => v.nullish(v.array(item), () => []);

/**
 * A list of strings given as a list or as one text with one entry a line;
 * entries are trimmed and empty ones dropped.
 */
export const lines = v.pipe(
  v.nullish(v.union([v.array(v.nullish(v.string())), v.string()]), null),
  v.transform((value) => {
    const entries = typeof value === 'string' ? value.split(/\r?\n/) : (value ?? []);
    return entries.map((entry) => entry?.trim() ?? '').filter((entry) => entry !== '');
  }),
);

/** For calls whose answer value is not used: anything, read as null. */
export const ignoredValue = v.pipe(
  v.unknown(),
  v.transform(() => null),
);

/**
 * For write calls whose answer may describe what was written: the value when
 * it has the shape, else null, never a failure (the write succeeded either
 * way; the caller reloads what it changed).
 */
export function readableOrNull<T>(schema: ValueSchema<T>): ValueSchema<T | null> {
  return v.pipe(
    v.unknown(),
    v.transform((value) => {
      const parsed = v.safeParse(schema, value);
      return parsed.success ? parsed.output : null;
    }),
  );
}

/** Issue text for logs: where and what, e.g. "result.0.price: Invalid type". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const where = v.getDotPath(issue);
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
