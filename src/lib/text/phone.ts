import { toAsciiDigits } from './persian';

/** SPEC §5's mobile-number messages (the login, registration, recovery and address forms). */
export const MOBILE_MESSAGES = {
  required: 'شماره موبایل را وارد کنید.',
  invalid: 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۳۴۵۶۷۸۹.',
} as const;

/**
 * An Iranian mobile number from what a shopper types: Persian, Arabic-Indic or
 * ASCII digits, spaces, dashes and brackets, and the +98 / 98 / 0098 forms,
 * all normalised to 09xxxxxxxxx.
 */
export function normaliseMobile(input: string): string {
  let digits = toAsciiDigits(input).replace(/[\s\-().\u200c\u200e\u200f]/g, '');
  if (digits.startsWith('+98')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0098')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('98') && digits.length === 12) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('9') && digits.length === 10) digits = `0${digits}`;
  return digits;
}

export function isValidMobile(normalised: string): boolean {
  return /^09\d{9}$/.test(normalised);
}

/** The normalised number, or the Persian message of what is wrong. */
export function checkMobile(
  input: string,
): { ok: true; value: string } | { ok: false; message: string } {
  if (input.trim() === '') return { ok: false, message: MOBILE_MESSAGES.required };
  const value = normaliseMobile(input);
  return isValidMobile(value)
    ? { ok: true, value }
    : { ok: false, message: MOBILE_MESSAGES.invalid };
}
