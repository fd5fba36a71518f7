import type { ReactNode } from 'react';
import { CartFollowsSession } from '@/features/cart/CartFollowsSession';
import { FavouritesFollowSession } from '@/features/favourites/FavouritesFollowSession';
import { logoPicture } from '@/shop-api/logo';
import { shopTitle } from '@/lib/text/shop-title';
import { ShopLogo } from '@/features/layout/ShopLogo';
import { serverConfig } from '@/server/settings/config';
import { getShopData } from '@/server/upstream/shop-data';
import { HOME_PATH } from '@/lib/routing/route-paths';

/** The auth layout (SPEC §2) for /Login, /register and /Forget-password: one centred card. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const shop = await getShopData();
  const logo = logoPicture(shop?.logo, serverConfig());
  return (
    <main id="main" className="auth-layout">
      <div className="auth-layout__card card">
        <a className="auth-layout__brand" href={HOME_PATH}>
          {logo ? <ShopLogo picture={logo} /> : null}
          <span>{shopTitle(shop)}</span>
        </a>
        {children}
      </div>
      <CartFollowsSession />
      <FavouritesFollowSession />
    </main>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
