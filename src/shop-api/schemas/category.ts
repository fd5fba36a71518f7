import * as v from 'valibot';
import { id, listOr, textOr, type ValueSchema } from './tolerant';
import type { Id } from '../id';

/** GET /api/shop/categories answers one root node; the storefront shows its children. */
export type Category = { id: Id; name: string; children: Category[] };

export const categorySchema: ValueSchema<Category> = v.pipe(
  v.looseObject({
    id,
    name: textOr(''),
    children: listOr(v.lazy(() => categorySchema)),
  }),
  v.transform((raw) => ({ id: raw.id, name: raw.name, children: raw.children })),
);
