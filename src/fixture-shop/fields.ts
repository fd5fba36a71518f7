import * as v from 'valibot';
import { MESSAGES } from './messages';
import { isValidNationalCode } from './national-code';
import { normaliseMobile, toAsciiDigits } from './normalise';

/** Request-body field schemas with Persian messages, shared by the route handlers. */

export const requiredText = (message: string, maxLength = 200) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(maxLength, message));

export const mobile = v.pipe(
  v.string(MESSAGES.invalidMobile),
  v.transform(normaliseMobile),
  v.regex(/^09\d{9}$/, MESSAGES.invalidMobile),
);

export const password = v.pipe(
  v.string(MESSAGES.shortPassword),
  v.minLength(6, MESSAGES.shortPassword),
  v.maxLength(128, MESSAGES.shortPassword),
);

/** A positive whole id given as a number or a numeric string. */
export const id = (message: string = MESSAGES.invalidId) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((value) => Number(typeof value === 'string' ? toAsciiDigits(value.trim()) : value)),
    v.integer(message),
    v.minValue(1, message),
  );

/** A free-text note such as an order description; empty means none. */
export const optionalNote = v.optional(
  v.nullable(
    v.pipe(v.string(MESSAGES.invalidBody), v.trim(), v.maxLength(500, MESSAGES.invalidBody)),
  ),
);

/** A whole number from min to max, with one message for every way it can be wrong. */
export const integerIn = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A national code or nothing: empty text and null both mean none. */
export const optionalNationalCode = v.pipe(
  v.optional(v.nullable(v.string(MESSAGES.invalidNationalCode))),
  v.transform((value) => (value == null ? value : toAsciiDigits(value.trim()) || null)),
  v.check((value) => value == null || isValidNationalCode(value), MESSAGES.invalidNationalCode),
);
