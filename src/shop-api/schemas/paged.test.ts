import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pagedSchema } from './paged';
import { id } from './tolerant';

const ids = pagedSchema(id);

describe('paged schema', () => {
  it('renames result to items and reads numeric strings; ids keep their type', () => {
    expect(
      v.parse(ids, {
        result: [1, 'b'],
        page: '2',
        size: 2,
        totalPages: 3,
        totalCount: '5',
        extra: 1,
      }),
    ).toEqual({
      items: [1, 'b'],
      page: 2,
      size: 2,
      totalPages: 3,
      totalCount: 5,
    });
  });

  it('fills missing counts from the items', () => {
    expect(v.parse(ids, { result: [1, 2, 3] })).toEqual({
      items: [1, 2, 3],
      page: 1,
      size: 3,
      totalPages: 1,
      totalCount: 3,
    });
    expect(v.parse(ids, { result: null, totalCount: 0 })).toEqual({
      items: [],
      page: 1,
      size: 0,
      totalPages: 0,
      totalCount: 0,
    });
  });

  it('reads a bare list as one page', () => {
    expect(v.parse(ids, [7])).toMatchObject({ items: [7], page: 1, totalPages: 1 });
  });

  it('is strict per element unless told to drop invalid ones', () => {
    expect(v.safeParse(ids, { result: [1, { bad: true }] }).success).toBe(false);
    const lenient = pagedSchema(id, { dropInvalid: true });
    expect(v.parse(lenient, { result: [1, { bad: true }, 3] }).items).toEqual([1, 3]);
    expect(v.safeParse(lenient, { result: [{ bad: true }] }).success).toBe(false);
    expect(v.parse(lenient, { result: [] }).items).toEqual([]);
  });
});
