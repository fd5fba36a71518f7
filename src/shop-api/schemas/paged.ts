import * as v from 'valibot';
import { numOr, optionalNum, type ValueSchema } from './tolerant';

/**
 * One page of a list answer (`Paged<T>` of docs/api-shapes.md, `result` renamed
 * `items`). Pages are 1-based.
 */
export type Paged<T> = {
  items: T[];
  page: number;
  size: number;
  totalPages: number;
  totalCount: number;
};

export type ListPolicy = {
  /**
   * true: an element that fails its schema is dropped and the rest kept; a
   * list whose every element fails is still malformed (the answer is plainly
   * not the list it should be). false (the default): one wrong element makes
   * the whole answer malformed.
   */
  dropInvalid?: boolean;
};

export function listSchema<T>(item: ValueSchema<T>, policy: ListPolicy = {}): ValueSchema<T[]> {
  if (!policy.dropInvalid) return v.array(item);
  return v.pipe(
    v.array(v.unknown()),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const kept = dataset.value.flatMap((entry) => {
        const parsed = v.safeParse(item, entry);
        return parsed.success ? [parsed.output] : [];
      });
      if (kept.length === 0 && dataset.value.length > 0) {
        addIssue({ message: 'no element of the list has the expected shape' });
        return NEVER;
      }
      return kept;
    }),
  );
}

/** A `Paged<T>` answer; a bare list is read as a single page holding all of it. */
export function pagedSchema<T>(
  item: ValueSchema<T>,
  policy: ListPolicy = {},
): ValueSchema<Paged<T>> {
  return v.pipe(
    v.unknown(),
    v.transform((value) => (Array.isArray(value) ? { result: value } : value)),
    v.looseObject({
      result: v.nullish(listSchema(item, policy), () => []),
      page: numOr(1),
      size: optionalNum,
      totalPages: optionalNum,
      totalCount: optionalNum,
    }),
    v.transform(({ result, page, size, totalPages, totalCount }) =>
      toPaged(result, { page, size, totalPages, totalCount }),
    ),
  );
}

function toPaged<T>(
  items: T[],
  given: {
    page: number;
    size: number | null;
    totalPages: number | null;
    totalCount: number | null;
  },
): Paged<T> {
  const size = given.size || items.length;
  const totalCount = given.totalCount ?? items.length;
  const totalPages = given.totalPages ?? (size > 0 ? Math.ceil(totalCount / size) : 0);
  return { items, page: given.page, size, totalPages, totalCount };
}
