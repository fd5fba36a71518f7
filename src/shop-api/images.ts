import type { ShopLogo } from './schemas/shop-data';

const MEDIA_PATH = '/api/shop/media/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGITS = /^\d+$/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** '//host', and the forms browsers read the same way: '/\host', '\host'. */
const PROTOCOL_RELATIVE = /^(\/\/|\/\\|\\)/;
/** Control characters: browsers drop some of them inside a scheme ("java\tscript:"). */
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * An image string of the shop as a URL for `src`: a full http(s) URL or a
 * path starting with '/' as is; a media id (UUID or all digits) as
 * /api/shop/media/{id}; a bare name joined to the image base with one slash.
 * Null for nothing, and for anything unsafe: another scheme (javascript:,
 * data:, …), a protocol-relative '//host' or '/\host', control characters.
 */
export function resolveImageUrl(image: string | null | undefined, imageBaseUrl: string): string | null {
  const value = image?.trim() ?? '';
  if (value === '' || CONTROL.test(value)) return null;
  if (PROTOCOL_RELATIVE.test(value)) return null;
  if (SCHEME.test(value)) return /^https?:\/\/[^/\\]/i.test(value) ? value : null;
  if (value.startsWith('/')) return value;
  if (UUID.test(value) || DIGITS.test(value)) return `${MEDIA_PATH}${value}`;
  return `${imageBaseUrl.replace(/\/+$/, '')}/${value}`;
}

/** The shop logo's URL: its fullPath, else its name (SPEC §3). */
export function logoUrl(logo: ShopLogo | null | undefined, imageBaseUrl: string): string | null {
  return resolveImageUrl(logo?.fullPath || logo?.name, imageBaseUrl);
}

export type IconType = 'image/png' | 'image/svg+xml' | 'image/x-icon' | 'image/jpeg';

const ICON_TYPES: Record<string, IconType> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The page icon's type from the URL's extension (SPEC §4); null for any other. */
export function iconTypeFor(url: string): IconType | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return ICON_TYPES[name.slice(dot + 1).toLowerCase()] ?? null;
}
