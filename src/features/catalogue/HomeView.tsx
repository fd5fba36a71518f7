import 'server-only';
import { Suspense } from 'react';
import { sharedLogoPath } from '@/shop-api/logo';
import { shopTitle } from '@/lib/text/shop-title';
import { serverConfig } from '@/server/settings/config';
import { requestOrigin } from '@/server/requests/request-context';
import { JsonLd } from '@/features/page-kit/JsonLd';
import { preloadPicture } from '@/ui/preload-picture';
import { PageMeta } from '@/features/page-kit/PageMeta';
import { RecentlyViewed } from '../recently-viewed/RecentlyViewed';
import { BannerCarousel } from './BannerCarousel';
import { FeatureBar } from './FeatureBar';
import type { HomePageData } from './home-page';
import { HomeGroups, PendingHomeGroups } from './HomeGroups';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { organizationJsonLd, webSiteJsonLd } from './structured-data';

/**
 * The home page (SPEC §2): the banners and features at once, the product groups
 * with them or as they come, then what the shopper viewed.
 */
export function HomeView({ shop, slides, lists }: HomePageData) {
  const title = shopTitle(shop);
  if (slides[0]) preloadPicture(slides[0].picture);
  const origin = requestOrigin();
  const logoPath = sharedLogoPath(shop?.logo, serverConfig());
  return (
    <div className="page container home">
      <PageMeta
        title={title}
        description={`${title}: خرید آنلاین با ارسال به سراسر ایران.`}
        image={slides[0]?.shareUrl}
      />
      <JsonLd data={webSiteJsonLd(origin, title)} />
      {logoPath ? <JsonLd data={organizationJsonLd(origin, title, logoPath)} /> : null}
      <h1 className="home__title">به {title} خوش آمدید</h1>
      <BannerCarousel slides={slides} />
      <FeatureBar features={shop?.features ?? []} />
      {lists instanceof Promise ? (
        <Suspense
          fallback={
            <section aria-busy="true" aria-label="در حال بارگذاری محصولات">
              <ProductGridSkeleton count={8} />
            </section>
          }
        >
          <PendingHomeGroups lists={lists} />
        </Suspense>
      ) : (
        <HomeGroups lists={lists} />
      )}
      <RecentlyViewed imageBaseUrl={serverConfig().imageBaseUrl} />
    </div>
  );
}
