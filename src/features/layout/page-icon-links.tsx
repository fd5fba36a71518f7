import 'server-only';
import type { ReactNode } from 'react';
import { serverConfig } from '@/server/settings/config';
import { getShopData } from '@/server/upstream/shop-data';
import { pageIcons } from './page-icons';

/** The document's icon links, from the shop logo (page-icons.ts). */
export async function pageIconLinks(): Promise<ReactNode> {
  const icons = pageIcons((await getShopData())?.logo, serverConfig());
  return icons.map((icon) => (
    <link
      key={icon.rel}
      rel={icon.rel}
      href={icon.href}
      type={icon.type ?? undefined}
      sizes={icon.sizes}
    />
  ));
}
