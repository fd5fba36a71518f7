import type { ReactNode } from 'react';
import { SiteFooter } from '@/features/layout/SiteFooter';
import { SiteHeader } from '@/features/layout/SiteHeader';
import { SiteNotification } from '@/features/notification/SiteNotification';
import { logoPicture } from '@/shop-api/logo';
import { shopTitle } from '@/lib/text/shop-title';
import { getCategories } from '@/server/upstream/categories';
import { serverConfig } from '@/server/settings/config';
import { getShopData } from '@/server/upstream/shop-data';

/** The default layout: header, main content, footer. */
export default async function ShopLayout({ children }: { children: ReactNode }) {
  const [shop, categories] = await Promise.all([getShopData(), getCategories()]);
  const title = shopTitle(shop);
  return (
    <>
      <a className="skip-link" href="#main">
        پرش به محتوای اصلی
      </a>
      <SiteHeader
        shopTitle={title}
        logo={logoPicture(shop?.logo, serverConfig())}
        categories={categories}
      />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter
        shopTitle={title}
        contactContext={shop?.contactContext ?? null}
        trustSignature={shop?.trustSignature ?? null}
        features={shop?.features ?? []}
      />
      <SiteNotification shop={shop} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
