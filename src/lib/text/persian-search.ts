import { toAsciiDigits, toPersianDigits } from './persian';

/**
 * One character (a code point) as the normalised form holds it: Arabic yeh
 * and alef maksura → Persian yeh, Arabic kaf → keheh, Persian and
 * Arabic-Indic digits → ASCII, any space → ' ', lower case (Latin brand
 * names); '' for the tatweel, diacritics and zero-width marks (the
 * non-joiner among them).
 */
function normaliseCharacter(character: string): string {
  // eslint-disable-next-line no-misleading-character-class -- each mark is tested on its own, one code point at a time
  if (/[\u0640\u064B-\u065F\u0670\u200B-\u200F\u2066-\u2069\uFEFF]/.test(character)) return '';
  if (/\s/.test(character)) return ' ';
  if (/[\u064A\u0649]/.test(character)) return '\u06CC';
  if (character === '\u0643') return '\u06A9';
  return toAsciiDigits(character).toLowerCase();
}

/**
 * The normalised form of a text, and for each of its code units the index
 * (in `characters`, the text's code points after NFC) of the character it
 * came from: so that a match in the normalised form can be marked in the
 * text as written.
 */
function normaliseWithOrigins(text: string): {
  normalised: string;
  origins: number[];
  characters: string[];
} {
  const characters = Array.from(text.normalize('NFC'));
  let normalised = '';
  const origins: number[] = [];
  characters.forEach((character, index) => {
    const form = normaliseCharacter(character);
    // Runs of spaces become one; none at the start.
    if (form === ' ' && (normalised === '' || normalised.endsWith(' '))) return;
    normalised += form;
    for (let unit = 0; unit < form.length; unit += 1) origins.push(index);
  });
  if (normalised.endsWith(' ')) {
    normalised = normalised.slice(0, -1);
    origins.pop();
  }
  return { normalised, origins, characters };
}

/**
 * The form a search query and every searched title are brought to before a
 * "contains" match (docs/decisions/0030): Arabic yeh and alef maksura →
 * Persian yeh, Arabic kaf → keheh, no tatweel, no diacritics, no zero-width
 * non-joiner or other zero-width marks, Persian and Arabic-Indic digits →
 * ASCII, single spaces, lower case (Latin brand names).
 */
export function normalisePersian(text: string): string {
  return normaliseWithOrigins(text).normalised;
}

/** The words of a query, normalised; none for an empty one. */
function queryWords(query: string): string[] {
  return normalisePersian(query).split(' ').filter(Boolean);
}

/** Whether the title holds every word of the query, both normalised. An empty query matches all. */
export function matchesSearch(title: string, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const text = normalisePersian(title);
  return words.every((word) => text.includes(word));
}

/** A run of a text as written, and whether it is part of a match. */
export type MarkedPart = { text: string; mark: boolean };

/**
 * The text (after NFC) cut into runs, those that hold a word of the query
 * under the normalised match of matchesSearch marked: «كتاب» marks «کتاب» in
 * «کتاب بوف کور», and a tatweel or non-joiner inside a match is marked with
 * it. Every occurrence of every word is marked; the parts joined are the text.
 */
export function markMatches(text: string, query: string): MarkedPart[] {
  const { normalised, origins, characters } = normaliseWithOrigins(text);
  const marked = new Array<boolean>(characters.length).fill(false);
  for (const word of queryWords(query)) {
    for (
      let at = normalised.indexOf(word);
      at !== -1;
      at = normalised.indexOf(word, at + word.length)
    ) {
      const first = origins[at] as number;
      const last = origins[at + word.length - 1] as number;
      for (let index = first; index <= last; index += 1) marked[index] = true;
    }
  }
  const parts: MarkedPart[] = [];
  characters.forEach((character, index) => {
    const mark = marked[index] as boolean;
    const previous = parts.at(-1);
    if (previous && previous.mark === mark) previous.text += character;
    else parts.push({ text: character, mark });
  });
  return parts;
}

/**
 * The letters Iranian shop databases write either way: Persian yeh and keheh,
 * or Arabic yeh, alef maksura and kaf.
 */
const AMBIGUOUS_LETTERS = /[\u06CC\u064A\u0649\u06A9\u0643]/;
const ANY_DIGIT = /[0-9\u06F0-\u06F9\u0660-\u0669]/;

const persianLetters = (text: string) =>
  text.replace(/[\u064A\u0649]/g, '\u06CC').replace(/\u0643/g, '\u06A9');
const arabicLetters = (text: string) =>
  text.replace(/[\u06CC\u0649]/g, '\u064A').replace(/\u06A9/g, '\u0643');
const persianDigits = (text: string) => toPersianDigits(toAsciiDigits(text));

/** What the shopper typed, as it is sent: tatweel and diacritics dropped, spaces collapsed. */
function typedSpelling(query: string): string {
  return (
    query
      .normalize('NFC')
      // eslint-disable-next-line no-misleading-character-class -- each diacritic and the tatweel is removed on its own
      .replace(/[\u0640\u064B-\u065F\u0670]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Each uniform spelling of `typed`: Persian, then Arabic yeh and kaf; for each,
 * ASCII, then Persian digits.
 */
function uniformSpellings(typed: string): string[] {
  const letterForms = AMBIGUOUS_LETTERS.test(typed)
    ? [persianLetters, arabicLetters]
    : [(text: string) => text];
  const digitForms = ANY_DIGIT.test(typed)
    ? [toAsciiDigits, persianDigits]
    : [(text: string) => text];
  return letterForms.flatMap((letters) => digitForms.map((digits) => digits(letters(typed))));
}

/**
 * The spellings of a search to send to a shop that matches titles as raw
 * text (docs/decisions/0030): what the shopper typed (tatweel and diacritics
 * dropped, spaces collapsed), then each uniform spelling — Persian or Arabic
 * yeh and kaf, ASCII or Persian digits — of it. Without ambiguous letters or
 * digits that is one spelling; at most five, so a search costs a bounded
 * number of upstream calls. Empty for an empty query.
 */
export function spellingVariants(query: string): string[] {
  const typed = typedSpelling(query);
  return typed === '' ? [] : [...new Set([typed, ...uniformSpellings(typed)])];
}

/**
 * The same spellings, the likeliest first and at most `max` of them (the
 * search suggestions, docs/decisions/0035): the uniform ones, as a shop's
 * titles are written, Persian letters (the standard keyboard's) before
 * Arabic and ASCII digits before Persian; then the typed one when it mixes
 * them, so that it is the first left out, and the uniform ones kept are the
 * same whichever way the query was typed.
 */
export function likelySpellings(query: string, max: number): string[] {
  const typed = typedSpelling(query);
  return typed === '' ? [] : [...new Set([...uniformSpellings(typed), typed])].slice(0, max);
}
