import * as v from 'valibot';
import { pagedSchema } from './paged';
import { id, num, optionalText, textOr } from './tolerant';
import type { Id } from '../id';

export type Review = {
  id: Id;
  productId: Id;
  fullName: string;
  /** 1 to 5. */
  rate: number;
  comment: string;
  createdAt: string | null;
};

export type ReviewInput = { productId: Id; rate: number; comment: string };

export const reviewSchema = v.pipe(
  v.looseObject({
    id,
    productId: id,
    fullName: textOr(''),
    rate: num,
    comment: textOr(''),
    createdAt: optionalText,
  }),
  v.transform((raw): Review => ({
    id: raw.id,
    productId: raw.productId,
    fullName: raw.fullName,
    rate: raw.rate,
    comment: raw.comment,
    createdAt: raw.createdAt,
  })),
);

export const reviewPageSchema = pagedSchema(reviewSchema);
