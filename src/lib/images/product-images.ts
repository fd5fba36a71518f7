import { shopPicture, type ShopPicture } from './image-variants';

/** SPEC §9: a product without pictures shows four placeholder images. */
export const PLACEHOLDER_IMAGES = [1, 2, 3, 4].map((n) => `/images/placeholder-${n}.svg`);

type Pictures = [ShopPicture, ...ShopPicture[]];

const PLACEHOLDERS = PLACEHOLDER_IMAGES.map((path): ShopPicture => ({
  kind: 'static',
  path,
})) as Pictures;

/**
 * The product's pictures for the image endpoint; the four placeholders when
 * none is the shop's own (SPEC §9; docs/decisions/0009).
 */
export function productPictures(images: readonly string[], imageBaseUrl: string): Pictures {
  const pictures = images
    .map((image) => shopPicture(image, imageBaseUrl))
    .filter((picture) => picture !== null);
  return pictures.length > 0 ? (pictures as Pictures) : PLACEHOLDERS;
}
