import * as v from 'valibot';
import { pagedSchema } from './paged';
import { flagOr, optionalId, optionalText, textOr } from './tolerant';
import type { Id } from '../id';

export type UserProfile = {
  id: Id | null;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  isStockHolder: boolean;
  nationalCode: string | null;
  stockHolderAccountId: Id | null;
  stockHolderAccountName: string | null;
};

export type LoginInput = { phoneNumber: string; password: string };

export type SignupInput = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  password: string;
  /** Required of a stock holder. */
  nationalCode: string | null;
  /** A leaf of the stock-holder tree, or null for an ordinary customer. */
  stockHolderAccountId: Id | null;
};

export type ProfileUpdate = { firstName: string; lastName: string; nationalCode?: string | null };

export const userProfileSchema = v.pipe(
  v.looseObject({
    id: optionalId,
    firstName: textOr(''),
    lastName: textOr(''),
    phoneNumber: textOr(''),
    isStockHolder: flagOr(false),
    nationalCode: optionalText,
    stockHolderAccountId: optionalId,
    stockHolderAccountName: optionalText,
  }),
  v.transform((raw): UserProfile => ({
    id: raw.id,
    firstName: raw.firstName,
    lastName: raw.lastName,
    phoneNumber: raw.phoneNumber,
    isStockHolder: raw.isStockHolder,
    nationalCode: raw.nationalCode,
    stockHolderAccountId: raw.stockHolderAccountId,
    stockHolderAccountName: raw.stockHolderAccountName,
  })),
);

export const userPageSchema = pagedSchema(userProfileSchema);

/** The login answer: a JWT. */
export const tokenSchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** The signup answer: a token when the shop sends one, else null (log in next). */
export const optionalTokenSchema = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)),
);
