import { normalisePersian } from '@/lib/text/persian-search';
import { SUGGEST_MIN_LENGTH, type Suggestions } from '@/lib/search-suggestions';
import { PRODUCTS_PATH } from '@/lib/routing/route-paths';

/** Whether the box's text is long enough to suggest for (two characters, normalised). */
export function isSuggestable(text: string): boolean {
  return normalisePersian(text).length >= SUGGEST_MIN_LENGTH;
}

/** The listing of a search: what the form itself submits. */
export function allResultsHref(text: string): string {
  return `${PRODUCTS_PATH}?${new URLSearchParams({ q: text.trim() })}`;
}

/**
 * The options of the list in order: products, categories, the categories to
 * browse, then «همه نتایج».
 */
export function optionHrefs(suggestions: Suggestions | null, text: string): string[] {
  const found = suggestions
    ? [...suggestions.products, ...suggestions.categories, ...suggestions.browse]
    : [];
  return [...found.map((option) => option.href), allResultsHref(text)];
}

/** How many suggestions an answer holds (what a screen reader is told): products and categories. */
export function suggestionCount(suggestions: Suggestions): number {
  return suggestions.products.length + suggestions.categories.length;
}

/**
 * The highlighted option after ArrowDown or ArrowUp (WAI-ARIA APG combobox,
 * listbox popup): from the box, Down goes to the first option and Up to the
 * last; in the list they move one step and wrap around. -1 is the box itself.
 */
export function movedActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
