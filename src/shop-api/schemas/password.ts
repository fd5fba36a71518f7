import * as v from 'valibot';
import { numOr, optionalNum } from './tolerant';

/** SPEC §9: the one-time-code input's default length. */
const DEFAULT_CODE_LENGTH = 6;

export type RecoveryCodeInfo = {
  codeLength: number;
  expiresInSeconds: number | null;
  resendAfterSeconds: number | null;
};

export type VerifyCodeInput = { phoneNumber: string; code: string };
export type ResetPasswordInput = { phoneNumber: string; resetToken: string; password: string };

/** The send-code answer; a shop that sends no details gets the defaults. */
export const recoveryCodeInfoSchema = v.pipe(
  v.nullish(
    v.looseObject({
      codeLength: numOr(DEFAULT_CODE_LENGTH),
      expiresInSeconds: optionalNum,
      resendAfterSeconds: optionalNum,
    }),
    null,
  ),
  v.transform((raw): RecoveryCodeInfo => ({
    codeLength: raw?.codeLength ?? DEFAULT_CODE_LENGTH,
    expiresInSeconds: raw?.expiresInSeconds ?? null,
    resendAfterSeconds: raw?.resendAfterSeconds ?? null,
  })),
);

/** The verify-code answer: a reset token. */
export const resetTokenSchema = v.pipe(v.string(), v.trim(), v.nonEmpty());
