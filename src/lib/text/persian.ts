const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** «٫» (U+066B), what Persian writes between whole and fraction, as Intl's fa-IR does. */
export const PERSIAN_DECIMAL_SEPARATOR = '\u066B';

/** ASCII digits shown as Persian digits (۰-۹); everything else unchanged. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)] ?? digit);
}

/** Persian and Arabic-Indic digits turned into ASCII digits, for inputs and search. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (digit) => {
    const persian = PERSIAN_DIGITS.indexOf(digit);
    return String(persian !== -1 ? persian : ARABIC_INDIC_DIGITS.indexOf(digit));
  });
}

/**
 * A phone number for display: Persian digits, and non-breaking hyphens so the
 * number never wraps in the middle.
 */
export function displayPhone(phone: string): string {
  return toPersianDigits(phone).replace(/-/g, '\u2011');
}
