/**
 * The storefront's image endpoint as seen from markup (docs/decisions/0009):
 * which shop pictures it serves, its URLs, and the srcset/sizes of each slot
 * of the layout. Pure and shared with the browser bundle (the recently
 * viewed row builds its pictures there).
 *
 *   /_img/{width}/m/{media id}      a picture of GET /api/shop/media/{id}
 *   /_img/{width}/n/{name}          a name under SHOP_IMAGE_BASE_URL (segments percent-encoded)
 *   /_img/{width}/p/{product id}    the first picture of a product of the catalogue (cart and
 *                                   order lines)
 *   /_img/{width}/logo              the shop's logo (from get-data)
 *   /_img/{width}/logo.png          the logo as a PNG page icon
 *   /_img/{width}/app-icon.png      the installed app's icon: the logo (or the placeholder) on
 *                                   a square
 *   /_img/{width}/app-icon-maskable.png   the same within the maskable icon's safe zone, on the
 *                                         background colour
 *
 * The endpoint's path is in own-endpoints.ts, the line pictures in image-paths.ts.
 */
import { LINE_SLOTS, productVariantUrl } from './image-paths';
import { IMAGE_ENDPOINT } from '../routing/own-endpoints';

/** The only widths the endpoint makes; any other is refused. */
export const IMAGE_WIDTHS = [
  48, 96, 160, 192, 240, 320, 480, 512, 640, 800, 960, 1120, 1280, 1920,
] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/**
 * A picture of the shop the endpoint can make variants of. `product` names a
 * product rather than a picture: the endpoint looks the product up in the
 * catalogue and serves its first picture (a cart or order line carries no
 * picture, SPEC §3; docs/decisions/0056).
 */
export type ImageSource =
  | { kind: 'media'; id: string }
  | { kind: 'name'; segments: readonly string[] }
  | { kind: 'product'; id: string }
  | { kind: 'logo'; icon: boolean }
  /**
   * The web app manifest's icons (docs/decisions/0090): from the logo, or a
   * placeholder when the shop has none.
   */
  | { kind: 'app-icon'; maskable: boolean };

/** What an image string of the shop becomes in markup. */
export type ShopPicture =
  | { kind: 'variants'; source: ImageSource }
  /** One of our own static pictures (the placeholders and the fallback, SVG): used as is. */
  | { kind: 'static'; path: string };

const MEDIA_PATH = '/api/shop/media/';
const MEDIA_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{1,20})$/i;
/** Our own pictures in public/images (placeholders, fallback). */
const STATIC_PICTURE = /^\/images\/[a-z0-9-]+\.svg$/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** Control characters, and those that end a path or escape it. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const FORBIDDEN_IN_NAME = /[\u0000-\u001f\u007f\\?#%]/;
const MAX_NAME_LENGTH = 300;

export function isMediaId(value: string): boolean {
  return MEDIA_ID.test(value);
}

/**
 * A bare name's path segments, or null when it is not a plain relative path:
 * empty, '.' or '..' segments, a backslash, '?', '#', '%' or a control
 * character, or too long. What passes cannot leave the image base.
 */
export function nameSegments(name: string): string[] | null {
  if (name.length === 0 || name.length > MAX_NAME_LENGTH || FORBIDDEN_IN_NAME.test(name))
    return null;
  const segments = name.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return null;
  return segments;
}

/**
 * An image string of the shop API (SPEC §7: a media id, a path, a full URL
 * or a bare name under the image base) as a picture of the endpoint; null
 * for anything that is not the shop's own picture: another host, another
 * scheme, a path outside the image base, an unsafe name.
 */
export function shopPicture(
  image: string | null | undefined,
  imageBaseUrl: string,
): ShopPicture | null {
  const value = image?.trim() ?? '';
  if (value === '') return null;
  if (isMediaId(value)) return { kind: 'variants', source: { kind: 'media', id: value } };
  const base = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
  if (SCHEME.test(value) || value.startsWith('/')) {
    if (STATIC_PICTURE.test(value)) return { kind: 'static', path: value };
    if (value.startsWith(MEDIA_PATH) && isMediaId(value.slice(MEDIA_PATH.length))) {
      return { kind: 'variants', source: { kind: 'media', id: value.slice(MEDIA_PATH.length) } };
    }
    if (!value.toLowerCase().startsWith(base.toLowerCase())) return null;
    return nameUnderBase(value.slice(base.length));
  }
  return nameUnderBase(value);
}

/**
 * Where the shop's pictures come from: the image base and the shop API (null:
 * the embedded fixture shop).
 */
export type PictureOrigins = { imageBaseUrl: string; shopApiUrl: string | null };

/**
 * Whether the logo of get-data (its fullPath or name, SPEC §3) is one the
 * endpoint can serve: a picture of the shop as above, or its own http(s) URL
 * on the image base's host or the shop API's host (named by the shop's data,
 * never by a request; docs/decisions/0009: any other host, `http://0x7f000001/` among
 * them, would have the server fetch from wherever the data points).
 */
export function isUsableLogo(logo: string | null | undefined, origins: PictureOrigins): boolean {
  const value = logo?.trim() ?? '';
  return (
    shopPicture(value, origins.imageBaseUrl)?.kind === 'variants' ||
    isLogoUrlOfTheShop(value, origins)
  );
}

function isLogoUrlOfTheShop(value: string, origins: PictureOrigins): boolean {
  if (!/^https?:\/\/[^/\\]/i.test(value)) return false;
  const url = parsedUrl(value);
  if (!url || url.username !== '' || url.password !== '') return false;
  const hosts = [origins.imageBaseUrl, origins.shopApiUrl].map((base) =>
    base && /^https?:\/\//i.test(base) ? parsedUrl(base)?.host : null,
  );
  return hosts.includes(url.host);
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function nameUnderBase(name: string): ShopPicture | null {
  const segments = nameSegments(name);
  return segments ? { kind: 'variants', source: { kind: 'name', segments } } : null;
}

/** The endpoint's URL of one variant. */
export function variantUrl(source: ImageSource, width: ImageWidth): string {
  const prefix = `${IMAGE_ENDPOINT}/${width}`;
  switch (source.kind) {
    case 'media':
      return `${prefix}/m/${source.id}`;
    case 'name':
      return `${prefix}/n/${source.segments.map(encodeURIComponent).join('/')}`;
    case 'product':
      return productVariantUrl(source.id, width);
    case 'logo':
      return `${prefix}/${source.icon ? 'logo.png' : 'logo'}`;
    case 'app-icon':
      return `${prefix}/${source.maskable ? 'app-icon-maskable.png' : 'app-icon.png'}`;
  }
}

/**
 * A slot of the layout: the CSS box a picture fills at each screen width
 * (`sizes`, kept in step with the stylesheets), the widths worth offering
 * there (1× to 3× screens), and the width of `src` for browsers without srcset.
 * Where a phone's picture is large (the gallery, a banner), a width sits just
 * above what a 412 px phone at 1.75× and a 360 px one at 2× need (665 and
 * 600 px for the gallery, 997 and 984 for a banner): without it the browser
 * takes the next one up, 30–45 % more pixels over the phone's line.
 */
export type ImageSlot = { sizes: string; widths: readonly ImageWidth[]; fallbackWidth: ImageWidth };

export const IMAGE_SLOTS = {
  /**
   * A product card: two columns on a phone, a grid of 12.5rem+ columns from
   * 48rem (catalogue.css).
   */
  card: {
    sizes: '(max-width: 48rem) calc(50vw - 3rem), 15rem',
    widths: [160, 240, 320, 480, 640],
    fallbackWidth: 320,
  },
  /**
   * The product page's main picture: the page's width on a phone, half of it
   * beside the summary.
   */
  gallery: {
    sizes: '(max-width: 48rem) calc(100vw - 2rem), min(50vw - 2rem, 37rem)',
    widths: [320, 480, 640, 800, 960, 1280],
    fallbackWidth: 640,
  },
  /** A gallery thumbnail button, 4.5rem. */
  thumb: { sizes: '4.5rem', widths: [96, 160, 240], fallbackWidth: 96 },
  ...LINE_SLOTS,
  /** A card of the recently viewed row, 8rem (7rem on narrow phones). */
  recentCard: {
    sizes: '(max-width: 35rem) 7rem, 8rem',
    widths: [160, 240, 320, 480],
    fallbackWidth: 240,
  },
  /**
   * A banner: the page's width at 3:1; on a phone the box is 2:1 and the 3:1
   * picture covers it, so it is drawn 1.5 times as wide as the box.
   */
  banner: {
    sizes: '(max-width: 48rem) calc(150vw - 3rem), min(100vw - 2rem, 76rem)',
    widths: [480, 640, 960, 1120, 1280, 1920],
    fallbackWidth: 960,
  },
  /** A product among the header's search suggestions, 3rem. */
  suggestion: { sizes: '3rem', widths: [48, 96, 160], fallbackWidth: 96 },
  /** The logo in the headers, 40px. */
  logo: { sizes: '40px', widths: [48, 96], fallbackWidth: 96 },
} as const satisfies Record<string, ImageSlot>;

export type SlotName = keyof typeof IMAGE_SLOTS;

/** The width of a picture shared outside the page (og:image, JSON-LD). */
export const SHARED_IMAGE_WIDTH = 1280;

/** One URL of a picture: the variant of that width, or the static picture itself. */
export function pictureUrl(picture: ShopPicture, width: ImageWidth): string {
  return picture.kind === 'static' ? picture.path : variantUrl(picture.source, width);
}

/** What an <img> (or an image preload) needs: src, and srcSet/sizes for variants. */
export type PictureAttributes = { src: string; srcSet?: string; sizes?: string };

export function pictureAttributes(picture: ShopPicture, slot: SlotName): PictureAttributes {
  const { sizes, widths, fallbackWidth } = IMAGE_SLOTS[slot];
  if (picture.kind === 'static') return { src: picture.path };
  return {
    src: variantUrl(picture.source, fallbackWidth),
    srcSet: widths.map((width) => `${variantUrl(picture.source, width)} ${width}w`).join(', '),
    sizes,
  };
}
