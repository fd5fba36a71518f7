import { toPersianDigits } from '@/lib/text/persian';

/** Persian text of the header's search box and its suggestions. */
export const SEARCH_MESSAGES = {
  label: 'جستجو در محصولات',
  placeholder: 'جستجو در محصولات…',
  submit: 'جستجو',
  listLabel: 'پیشنهادهای جستجو',
  products: 'محصولات',
  categories: 'دسته‌بندی‌ها',
  browse: 'دسته‌بندی‌ها را ببینید',
  searching: 'در حال جستجو…',
  failed: 'پیشنهادها بارگذاری نشد.',
  tooMany: 'درخواست‌های جستجو بیش از حد است. چند لحظه بعد دوباره امتحان کنید.',
  /**
   * The link from results shown for another keyboard's reading to what was
   * typed: «جستجو دقیقاً برای «ntjv»».
   */
  exactSearch: 'جستجو دقیقاً برای',
} as const;

/** «همه نتایج برای «کتاب»». */
export function allResultsLabel(query: string): string {
  return `همه نتایج برای «${query}»`;
}

/** What a screen reader hears when the suggestions for a query arrive. */
export function countAnnouncement(count: number, query: string): string {
  return count === 0
    ? `پیشنهادی برای «${query}» پیدا نشد.`
    : `${toPersianDigits(count)} پیشنهاد برای «${query}» پیدا شد.`;
}

/** Said in the list when nothing matches. */
export function noResultsText(query: string): string {
  return `محصولی برای «${query}» پیدا نشد.`;
}

/**
 * Said above results shown for the Persian a query typed on the US layout
 * meant: «نتایج برای «دفتر»».
 */
export function resultsForText(query: string): string {
  return `نتایج برای «${query}»`;
}
