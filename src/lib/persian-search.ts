import { toAsciiDigits, toPersianDigits } from './persian';

/**
 * The form a search query and every searched title are brought to before a
 * "contains" match (DESIGN.md): Arabic yeh and alef maksura → Persian yeh,
 * Arabic kaf → keheh, no tatweel, no diacritics, no zero-width non-joiner or
 * other zero-width marks, Persian and Arabic-Indic digits → ASCII, single
 * spaces, lower case (Latin brand names).
 */
export function normalisePersian(text: string): string {
  return toAsciiDigits(text.normalize('NFC'))
    .replace(/[\u064A\u0649]/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .replace(/\u0640/g, '')
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/[\u200B-\u200F\u2066-\u2069\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether the title holds every word of the query, both normalised. An empty query matches all. */
export function matchesSearch(title: string, query: string): boolean {
  const words = normalisePersian(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const text = normalisePersian(title);
  return words.every((word) => text.includes(word));
}

/** The letters Iranian shop databases write either way: Persian yeh and keheh, or Arabic yeh, alef maksura and kaf. */
const AMBIGUOUS_LETTERS = /[\u06CC\u064A\u0649\u06A9\u0643]/;
const ANY_DIGIT = /[0-9\u06F0-\u06F9\u0660-\u0669]/;

const persianLetters = (text: string) => text.replace(/[\u064A\u0649]/g, '\u06CC').replace(/\u0643/g, '\u06A9');
const arabicLetters = (text: string) => text.replace(/[\u06CC\u0649]/g, '\u064A').replace(/\u06A9/g, '\u0643');
const persianDigits = (text: string) => toPersianDigits(toAsciiDigits(text));

/**
 * The spellings of a search to send to a shop that matches titles as raw
 * text (docs/decisions/0030): what the shopper typed (tatweel and diacritics
 * dropped, spaces collapsed), then each uniform spelling — Persian or Arabic
 * yeh and kaf, ASCII or Persian digits — of it. Without ambiguous letters or
 * digits that is one spelling; at most five, so a search costs a bounded
 * number of upstream calls. Empty for an empty query.
 */
export function spellingVariants(query: string): string[] {
  const typed = query
    .normalize('NFC')
    // eslint-disable-next-line no-misleading-character-class -- each diacritic and the tatweel is removed on its own
    .replace(/[\u0640\u064B-\u065F\u0670]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (typed === '') return [];
  const letterForms = AMBIGUOUS_LETTERS.test(typed) ? [persianLetters, arabicLetters] : [(text: string) => text];
  const digitForms = ANY_DIGIT.test(typed) ? [toAsciiDigits, persianDigits] : [(text: string) => text];
  const uniform = letterForms.flatMap((letters) => digitForms.map((digits) => digits(letters(typed))));
  return [...new Set([typed, ...uniform])];
}
