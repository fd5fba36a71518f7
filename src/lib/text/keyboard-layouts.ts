import { toAsciiDigits } from './persian';
import { likelySpellings } from './persian-search';

/**
 * What each key of a US keyboard types on the Persian layouts, so that a
 * search typed on the wrong one can be read as meant (docs/decisions/0037).
 * Keys are the characters the US layout types (shifted ones included).
 */
export type KeyboardLayout = Readonly<Record<string, string>>;

/**
 * The standard Persian layout, ISIRI 9147 (Windows "Persian (Standard)",
 * Android's and iOS's Persian keyboards).
 */
export const ISIRI_9147: KeyboardLayout = {
  '`': '\u200D',
  '~': '÷',
  '1': '۱',
  '2': '۲',
  '3': '۳',
  '4': '۴',
  '5': '۵',
  '6': '۶',
  '7': '۷',
  '8': '۸',
  '9': '۹',
  '0': '۰',
  '!': '!',
  '@': '٬',
  '#': '٫',
  $: '﷼',
  '%': '٪',
  '^': '×',
  '&': '،',
  '*': '*',
  '(': ')',
  ')': '(',
  '-': '-',
  _: 'ـ',
  '=': '=',
  '+': '+',
  q: 'ض',
  w: 'ص',
  e: 'ث',
  r: 'ق',
  t: 'ف',
  y: 'غ',
  u: 'ع',
  i: 'ه',
  o: 'خ',
  p: 'ح',
  '[': 'ج',
  ']': 'چ',
  '\\': '\\',
  Q: '\u0652',
  W: '\u064C',
  E: '\u064D',
  R: '\u064B',
  T: '\u064F',
  Y: '\u0650',
  U: '\u064E',
  I: '\u0651',
  O: ']',
  P: '[',
  '{': '}',
  '}': '{',
  '|': '|',
  a: 'ش',
  s: 'س',
  d: 'ی',
  f: 'ب',
  g: 'ل',
  h: 'ا',
  j: 'ت',
  k: 'ن',
  l: 'م',
  ';': 'ک',
  "'": 'گ',
  A: 'ؤ',
  S: 'ئ',
  D: 'ي',
  F: 'إ',
  G: 'أ',
  H: 'آ',
  J: 'ة',
  K: '»',
  L: '«',
  ':': ':',
  '"': '؛',
  z: 'ظ',
  x: 'ط',
  c: 'ز',
  v: 'ر',
  b: 'ذ',
  n: 'د',
  m: 'پ',
  ',': 'و',
  '.': '.',
  '/': '/',
  Z: 'ك',
  X: '\u0653',
  C: 'ژ',
  V: '\u0670',
  // The zero-width non-joiner (Shift+Space types it too, but reads as a space
  // once typed on the US layout).
  B: '\u200C',
  N: '\u0654',
  M: 'ء',
  '<': '>',
  '>': '<',
  '?': '؟',
};

/**
 * The legacy Windows layout ("Farsi", still the default of many Windows
 * installs) where its letters differ from the standard's: پ on the
 * backslash key and ئ on M, and the Arabic yeh and kaf (ي, ك) where the
 * standard has the Persian ones. Its other keys type what the standard's do
 * for the letters of a search.
 */
export const LEGACY_WINDOWS: KeyboardLayout = {
  ...ISIRI_9147,
  '\\': 'پ',
  m: 'ئ',
  d: 'ي',
  ';': 'ك',
};

/** A letter of Persian or Arabic script, or the zero-width non-joiner inside a word. */
const SCRIPT_LETTER = /^[\u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC\u200C]$/u;
const isLetter = (character: string | undefined) =>
  character !== undefined && SCRIPT_LETTER.test(character);

/**
 * The Persian a query typed on the US layout meant: null unless every
 * character but the spaces is a key that types a letter (on the standard
 * layout, or on the legacy one when the query holds a key only it gives a
 * letter: the backslash). «ntjv» is «دفتر», «;jhf» «کتاب», «]hd» «چای»; a
 * query with a digit, a sign, or a letter of its own script is left alone.
 */
export function persianFromLatinKeys(query: string): string | null {
  const text = query.trim().replace(/\s+/g, ' ');
  const keys = Array.from(text).filter((character) => character !== ' ');
  if (keys.length === 0) return null;
  const layout = keys.some((key) => !isLetter(ISIRI_9147[key]) && isLetter(LEGACY_WINDOWS[key]))
    ? LEGACY_WINDOWS
    : ISIRI_9147;
  if (!keys.every((key) => isLetter(layout[key]))) return null;
  return Array.from(text, (character) =>
    character === ' ' ? ' ' : (layout[character] as string),
  ).join('');
}

/** The US key of each letter of both layouts (the standard's first). */
const KEY_OF = new Map<string, string>(
  [LEGACY_WINDOWS, ISIRI_9147].flatMap((layout) =>
    Object.entries(layout).map(([key, typed]) => [typed, key] as const),
  ),
);

/**
 * A product code as shops write them: Latin letters and digits, in runs joined
 * by a hyphen, a dot or an underscore.
 */
const CODE_SHAPE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*$/;
const CODE_MAX_LENGTH = 40;

/**
 * The product code a query is, as typed or typed on a Persian layout, with
 * Persian or Arabic digits read as ASCII: «HLD-100», «hld-۱۰۰» and «ذن-۱۰۰۱»
 * (BK-1001 with the keyboard on Persian, which needs its separator) are
 * codes; null for anything else (a word, a title, a code with a space). Its case is as typed: the
 * product-by-code rule tries the exact code, then any case.
 */
export function productCodeOf(query: string): string | null {
  const text = toAsciiDigits(query.trim());
  if (text.length === 0 || text.length > CODE_MAX_LENGTH) return null;
  if (CODE_SHAPE.test(text)) return text;
  if (!Array.from(text).some(isLetter)) return null;
  const latin = Array.from(text, (character) =>
    isLetter(character) ? (KEY_OF.get(character) ?? '') : character,
  ).join('');
  // Typed on the Persian layout, only with a separator: «كی1» is a Persian word
  // and a digit, not the code «Zd1».
  return latin.length === text.length && CODE_SHAPE.test(latin) && /[-_.]/.test(latin)
    ? latin
    : null;
}

/**
 * What a search is also asked as, beside its own spellings: the product code
 * it is, by code (one products call more); else the Persian it meant when
 * typed on the US layout, by title in CONVERTED_SPELLINGS spellings at most
 * (a Latin query has one of its own, so the search stays within the
 * spellings a query may have, plus one); null for anything else.
 */
export type SearchAlternative =
  { kind: 'code'; code: string } | { kind: 'layout'; text: string; spellings: string[] } | null;

/**
 * Spellings the Persian a Latin query meant is asked in: Persian letters, then
 * Arabic yeh and kaf, as shops write them.
 */
const CONVERTED_SPELLINGS = 2;

export function searchAlternative(query: string): SearchAlternative {
  const code = productCodeOf(query);
  if (code !== null) return { kind: 'code', code };
  const text = persianFromLatinKeys(query);
  return text === null
    ? null
    : { kind: 'layout', text, spellings: likelySpellings(text, CONVERTED_SPELLINGS) };
}

/**
 * Whether the Persian a query meant is shown instead of what was typed: when
 * the typed query found nothing and the other something, or the other found
 * clearly more (at least twice as many, and two more). A real English word
 * the titles hold is kept as typed.
 */
export function showsConverted(typedCount: number, convertedCount: number): boolean {
  if (typedCount === 0) return convertedCount > 0;
  return convertedCount >= 2 * typedCount && convertedCount >= typedCount + 2;
}
