/** Persian and Arabic-Indic digits to ASCII: '۱۲' and '١٢' become '12'. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) =>
    String(digit.charCodeAt(0) & 0xf),
  );
}

/**
 * The form both a search query and the searched text are brought to before a
 * "contains" match: Arabic letter forms to Persian, no tatweel, diacritics or
 * zero-width marks, ASCII digits, single spaces, lower case.
 */
export function normaliseSearch(text: string): string {
  return (
    toAsciiDigits(text.normalize('NFC'))
      .replace(/[\u064A\u0649]/g, '\u06CC')
      .replace(/\u0643/g, '\u06A9')
      .replace(/[\u0629\u06C0]/g, '\u0647')
      .replace(/[\u0623\u0625]/g, '\u0627')
      .replace(/\u0624/g, '\u0648')
      // eslint-disable-next-line no-misleading-character-class -- each diacritic and the tatweel is removed on its own
      .replace(/[\u0640\u064B-\u065F\u0670\u200B-\u200F\uFEFF]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
  );
}

/** A mobile number in the 09xxxxxxxxx form, accepting +98 / 0098 and any digits. */
export function normaliseMobile(text: string): string {
  return toAsciiDigits(text)
    .replace(/[\s-]/g, '')
    .replace(/^(?:\+98|0098|98)(?=9\d{9}$)/, '0');
}

/** Masks the middle of every mobile number in a line: 09120000000 → 0912***0000. */
export function maskPhones(line: string): string {
  return line.replace(/(?<!\d)(09\d{2})\d{3}(\d{4})(?!\d)/g, '$1***$2');
}
