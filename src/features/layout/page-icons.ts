import { iconTypeFor, logoUrl, type ShopData } from '../../shop-api/index';

export type PageIcon = { rel: 'icon' | 'shortcut icon' | 'apple-touch-icon'; href: string; type: string | null };

/** favicon, shortcut icon and touch icon from the shop logo (SPEC §1 and §4). */
export function pageIcons(logo: ShopData['logo'] | undefined, imageBaseUrl: string): PageIcon[] {
  const href = logoUrl(logo ?? null, imageBaseUrl);
  if (!href) return [];
  const type = iconTypeFor(href);
  return [
    { rel: 'icon', href, type },
    { rel: 'shortcut icon', href, type },
    { rel: 'apple-touch-icon', href, type },
  ];
}
