import * as v from 'valibot';
import { id, listOr, optionalText, textOr, type ValueSchema } from './tolerant';
import type { Id } from '../id';

/** The stock-holder account tree (one root); a stock holder picks a leaf at signup. */
export type StockHolderNode = {
  id: Id;
  name: string;
  code: string | null;
  children: StockHolderNode[];
};

export const stockHolderNodeSchema: ValueSchema<StockHolderNode> = v.pipe(
  v.looseObject({
    id,
    name: textOr(''),
    code: optionalText,
    children: listOr(v.lazy(() => stockHolderNodeSchema)),
  }),
  v.transform((raw) => ({
    id: raw.id,
    name: raw.name,
    code: raw.code,
    children: raw.children,
  })),
);
