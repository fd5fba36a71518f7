import { toAsciiDigits } from './persian';

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
