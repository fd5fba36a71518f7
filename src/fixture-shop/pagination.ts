import { ShopError } from './envelope';
import { MESSAGES } from './messages';
import { toAsciiDigits } from './normalise';

export type Paged<T> = {
  result: T[];
  page: number;
  size: number;
  totalPages: number;
  totalCount: number;
};
export type PageRequest = { page: number; size: number };

const MAX_SIZE = 100;

function positiveInteger(raw: string | undefined, message: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const text = toAsciiDigits(raw.trim());
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new ShopError('invalidInput', message);
  return Number(text);
}

/** `page` (1-based, default 1) and `size` (default per endpoint, at most 100) from a query. */
export function readPage(query: URLSearchParams, defaultSize: number): PageRequest {
  const page = positiveInteger(query.get('page') ?? undefined, MESSAGES.invalidPage) ?? 1;
  const size = positiveInteger(query.get('size') ?? undefined, MESSAGES.invalidSize) ?? defaultSize;
  return { page, size: Math.min(size, MAX_SIZE) };
}

export function paginate<T>(items: readonly T[], { page, size }: PageRequest): Paged<T> {
  const start = (page - 1) * size;
  return {
    result: items.slice(start, start + size),
    page,
    size,
    totalPages: Math.ceil(items.length / size),
    totalCount: items.length,
  };
}
