import { resolveImageUrl } from '../../shop-api/images';

/** SPEC §9: a product without pictures shows four placeholder images. */
export const PLACEHOLDER_IMAGES = [1, 2, 3, 4].map((n) => `/images/placeholder-${n}.svg`);
/** Shown where a product picture fails to load (SPEC §3). */
export const FALLBACK_IMAGE = '/images/fallback.svg';

/** The product's pictures as URLs; the four placeholders when none is usable. */
export function productImageUrls(images: readonly string[], imageBaseUrl: string): string[] {
  const urls = images.map((image) => resolveImageUrl(image, imageBaseUrl)).filter((url): url is string => url !== null);
  return urls.length > 0 ? urls : PLACEHOLDER_IMAGES;
}
