import { toAsciiDigits } from '@/lib/text/persian';
import { matchesSearch } from '@/lib/text/persian-search';
import {
  API_MAX_PAGE_SIZE,
  DEFAULT_RATING,
  PAGE_PARAM_MAX,
  PRODUCT_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
} from '@/lib/limits';
import type { Product } from '@/shop-api/index';

export const SORTS = [
  { value: '', label: 'پیش‌فرض فروشگاه' },
  { value: 'newest', label: 'جدیدترین' },
  { value: 'cheapest', label: 'ارزان‌ترین' },
  { value: 'expensive', label: 'گران‌ترین' },
  { value: 'bestselling', label: 'پرفروش‌ترین' },
  { value: 'toprated', label: 'بیشترین امتیاز' },
] as const;

export type SortKey = (typeof SORTS)[number]['value'];

export type ListingQuery = {
  page: number;
  size: number;
  /** The search text as the shopper typed it (trimmed). */
  q: string;
  sort: SortKey;
  minPrice: number | null;
  maxPrice: number | null;
  discounted: boolean;
  /**
   * Search exactly what was typed, not also what it meant on another keyboard
   * (`typed=1`, docs/decisions/0037).
   */
  asTyped: boolean;
};

type Params = { get(name: string): string | null };

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  const text = toAsciiDigits(raw ?? '').replace(/[,٬\s]/g, '');
  if (!/^\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  return value < min ? null : Math.min(value, max);
}

/** The listing state from the URL query; anything unreadable falls back to its default. */
export function parseListingQuery(params: Params): ListingQuery {
  const sortRaw = params.get('sort') ?? '';
  const sort = SORTS.some((option) => option.value === sortRaw) ? (sortRaw as SortKey) : '';
  let minPrice = wholeNumber(params.get('min'), 0, Number.MAX_SAFE_INTEGER);
  let maxPrice = wholeNumber(params.get('max'), 0, Number.MAX_SAFE_INTEGER);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const discounted = params.get('discounted');
  return {
    page: wholeNumber(params.get('page'), 1, PAGE_PARAM_MAX) ?? 1,
    size: wholeNumber(params.get('size'), 1, API_MAX_PAGE_SIZE) ?? PRODUCT_PAGE_SIZE,
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    sort,
    minPrice: minPrice === 0 ? null : minPrice,
    maxPrice,
    discounted: discounted === '1' || discounted === 'on' || discounted === 'true',
    asTyped: params.get('typed') === '1',
  };
}

/** The query string of a listing state, defaults left out so that URLs stay short and shareable. */
export function listingSearch(query: ListingQuery, changes: Partial<ListingQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.sort) params.set('sort', next.sort);
  if (next.discounted) params.set('discounted', '1');
  if (next.minPrice !== null) params.set('min', String(next.minPrice));
  if (next.maxPrice !== null) params.set('max', String(next.maxPrice));
  if (next.asTyped && next.q) params.set('typed', '1');
  if (next.size !== PRODUCT_PAGE_SIZE) params.set('size', String(next.size));
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether the listing needs sorting or filtering the upstream cannot do (docs/decisions/0030). */
export function needsLocalProcessing(query: ListingQuery): boolean {
  return (
    query.sort !== '' || query.minPrice !== null || query.maxPrice !== null || query.discounted
  );
}

const byTime = (value: string | null) => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

const COMPARE: Record<Exclude<SortKey, ''>, (a: Product, b: Product) => number> = {
  newest: (a, b) => byTime(b.createdAt) - byTime(a.createdAt),
  cheapest: (a, b) => a.priceWithDiscount - b.priceWithDiscount,
  expensive: (a, b) => b.priceWithDiscount - a.priceWithDiscount,
  bestselling: (a, b) => (b.soldCount ?? 0) - (a.soldCount ?? 0),
  toprated: (a, b) => (b.rate ?? DEFAULT_RATING) - (a.rate ?? DEFAULT_RATING),
};

/**
 * Search, filter and sort over fetched products: the title matched with
 * Persian normalisation on both sides, the price range and the discount on
 * the price to pay, a stable sort (ties keep the shop's order).
 */
export function applyListing(products: readonly Product[], query: ListingQuery): Product[] {
  const kept = products.filter(
    (product) =>
      matchesSearch(product.title, query.q) &&
      (query.minPrice === null || product.priceWithDiscount >= query.minPrice) &&
      (query.maxPrice === null || product.priceWithDiscount <= query.maxPrice) &&
      (!query.discounted || product.priceWithDiscount < product.price),
  );
  if (query.sort === '') return kept;
  const compare = COMPARE[query.sort];
  return kept
    .map((product, index) => ({ product, index }))
    .sort((a, b) => compare(a.product, b.product) || a.index - b.index)
    .map((entry) => entry.product);
}

/** One page of an already processed list; the page is clamped to the last one. */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    totalPages,
    totalCount: items.length,
  };
}
