/**
 * The pictures of cart and order lines, kept apart from image-variants.ts so
 * that the cart, checkout, settlement and the orders (which show only line
 * pictures) do not load the rest of it: which strings of the shop are
 * pictures, every other slot (docs/decisions/0010's budget).
 *
 * A line carries no picture (SPEC §3): it names its product, and the endpoint
 * serves that product's first picture (`/_img/{width}/p/{id}`, docs/decisions/0056).
 */
import type { ImageSlot, PictureAttributes } from './image-variants';
import { IMAGE_ENDPOINT } from '../routing/own-endpoints';

/** Shown where a product picture fails to load or cannot be (SPEC §3). */
export const FALLBACK_IMAGE = '/images/fallback.svg';

/** The slots of line pictures (the others are in image-variants.ts, IMAGE_SLOTS). */
export const LINE_SLOTS = {
  /** A cart line, 6rem (4.5rem on narrow phones). */
  cartLine: {
    sizes: '(max-width: 35rem) 4.5rem, 6rem',
    widths: [96, 160, 192, 240, 320],
    fallbackWidth: 160,
  },
  /** A line of the checkout, settlement and order tables, 3rem. */
  lineThumb: { sizes: '3rem', widths: [48, 96, 160], fallbackWidth: 96 },
} as const satisfies Record<string, ImageSlot>;

/**
 * A product id the endpoint takes in its path: letters, digits, '-' and '_'
 * (numbers, UUIDs, codes).
 */
const PRODUCT_ID = /^[0-9A-Za-z_-]{1,64}$/;

export function isProductPathId(value: string): boolean {
  return PRODUCT_ID.test(value);
}

/** The endpoint's URL of a product's first picture at one width. */
export function productVariantUrl(id: string, width: number): string {
  return `${IMAGE_ENDPOINT}/${width}/p/${id}`;
}

/**
 * A line's picture for its slot: its product's first picture, looked up by the
 * endpoint; the fallback picture for an id the endpoint's path cannot carry.
 */
export function linePicture(
  productId: string | number,
  slot: keyof typeof LINE_SLOTS,
): PictureAttributes {
  const id = String(productId).trim();
  if (!isProductPathId(id)) return { src: FALLBACK_IMAGE };
  const { sizes, widths, fallbackWidth } = LINE_SLOTS[slot];
  return {
    src: productVariantUrl(id, fallbackWidth),
    srcSet: widths.map((width) => `${productVariantUrl(id, width)} ${width}w`).join(', '),
    sizes,
  };
}
