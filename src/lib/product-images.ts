import { isProductPathId, shopPicture, type ShopPicture } from './image-variants';

/** SPEC §9: a product without pictures shows four placeholder images. */
export const PLACEHOLDER_IMAGES = [1, 2, 3, 4].map((n) => `/images/placeholder-${n}.svg`);
/** Shown where a product picture fails to load (SPEC §3). */
export const FALLBACK_IMAGE = '/images/fallback.svg';

type Pictures = [ShopPicture, ...ShopPicture[]];

const PLACEHOLDERS = PLACEHOLDER_IMAGES.map((path): ShopPicture => ({ kind: 'static', path })) as Pictures;

/**
 * The product's pictures for the image endpoint; the four placeholders when
 * none is the shop's own (SPEC §9; docs/decisions/0009).
 */
export function productPictures(images: readonly string[], imageBaseUrl: string): Pictures {
  const pictures = images.map((image) => shopPicture(image, imageBaseUrl)).filter((picture) => picture !== null);
  return pictures.length > 0 ? (pictures as Pictures) : PLACEHOLDERS;
}

/**
 * The picture of a cart or order line, which carries no picture of its own
 * (SPEC §3): its product's first picture, looked up by the image endpoint
 * (`/_img/{width}/p/{id}`, docs/decisions/0056); the fallback picture for an
 * id the endpoint's path cannot carry.
 */
export function productLinePicture(productId: string | number): ShopPicture {
  const id = String(productId).trim();
  return isProductPathId(id) ? { kind: 'variants', source: { kind: 'product', id } } : { kind: 'static', path: FALLBACK_IMAGE };
}
