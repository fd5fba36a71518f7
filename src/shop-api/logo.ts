import {
  isUsableLogo,
  pictureAttributes,
  variantUrl,
  type PictureAttributes,
  type PictureOrigins,
} from '@/lib/images/image-variants';
import type { ShopData } from './index';

/** The logo of get-data as one string: its fullPath, else its name (SPEC §3). */
export function logoValue(logo: ShopData['logo'] | undefined): string | null {
  return logo?.fullPath || logo?.name || null;
}

/** The headers' logo through the image endpoint; null when the shop has none it can serve. */
export function logoPicture(
  logo: ShopData['logo'] | undefined,
  origins: PictureOrigins,
): PictureAttributes | null {
  if (!isUsableLogo(logoValue(logo), origins)) return null;
  return pictureAttributes({ kind: 'variants', source: { kind: 'logo', icon: false } }, 'logo');
}

/**
 * The logo as search engines and other sites take it (the Organization of the
 * home page's structured data): a 480 px PNG, wide enough for their 112 px
 * minimum whatever its shape; null when the shop has none it can serve.
 */
export function sharedLogoPath(
  logo: ShopData['logo'] | undefined,
  origins: PictureOrigins,
): string | null {
  return isUsableLogo(logoValue(logo), origins)
    ? variantUrl({ kind: 'logo', icon: true }, 480)
    : null;
}
