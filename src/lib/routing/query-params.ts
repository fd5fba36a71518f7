import { PAGE_PARAM_MAX } from '../limits';

/** Reading the query parameters a page takes, refusing anything odd. */

/** A 1-based page number; 1 for anything else (missing, 0, negative, fractional, huge, text). */
export function pageParam(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 && page <= PAGE_PARAM_MAX ? page : 1;
}

/** An id: a short run of letters, digits, '-' or '_'; null otherwise. */
export function idParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return /^[\w-]{1,64}$/.test(value) ? value : null;
}
