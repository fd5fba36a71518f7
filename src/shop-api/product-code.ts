import { CODE_LOOKUP_SIZE } from '@/lib/limits';
import type { Product } from './schemas/product';

/**
 * The product whose code is `code` among the first 20 results: an exact match
 * first, else one that differs only in case (the page then redirects to the
 * exact spelling). Later results are not searched.
 */
export function pickByCode<T extends Pick<Product, 'code'>>(
  results: readonly T[],
  code: string,
): T | null {
  const wanted = code.trim();
  const window = results.slice(0, CODE_LOOKUP_SIZE);
  return (
    window.find((product) => product.code.trim() === wanted) ??
    window.find((product) => product.code.trim().toLowerCase() === wanted.toLowerCase()) ??
    null
  );
}
