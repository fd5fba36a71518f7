import { isUsableLogo, variantUrl, type PictureOrigins } from '@/lib/images/image-variants';
import { iconTypeFor, type ShopData } from '@/shop-api/index';
import { logoValue } from '@/shop-api/logo';

export type PageIcon = {
  rel: 'icon' | 'shortcut icon' | 'apple-touch-icon';
  href: string;
  type: string | null;
  sizes: string;
};

/**
 * favicon, shortcut icon and touch icon from the shop logo (SPEC §1 and §4),
 * made by the image endpoint as PNGs of the sizes browsers ask for; the
 * type follows the icon's extension, .png (docs/decisions/0009).
 */
export function pageIcons(logo: ShopData['logo'] | undefined, origins: PictureOrigins): PageIcon[] {
  if (!isUsableLogo(logoValue(logo), origins)) return [];
  const icon = (rel: PageIcon['rel'], width: 48 | 192): PageIcon => {
    const href = variantUrl({ kind: 'logo', icon: true }, width);
    return { rel, href, type: iconTypeFor(href), sizes: `${width}x${width}` };
  };
  return [icon('icon', 48), icon('shortcut icon', 48), icon('apple-touch-icon', 192)];
}
