import { Suspense } from 'react';
import { BannerCarousel } from '@/features/catalogue/BannerCarousel';
import { FeatureBar } from '@/features/catalogue/FeatureBar';
import { getHomeSlides } from '@/features/catalogue/home-banners';
import { HomeGroups } from '@/features/catalogue/HomeGroups';
import { getHomeLists } from '@/features/catalogue/home-products';
import { ProductGridSkeleton } from '@/features/catalogue/ProductCard';
import { organizationJsonLd, webSiteJsonLd } from '@/features/catalogue/structured-data';
import { RecentlyViewed } from '@/features/recently-viewed/RecentlyViewed';
import { sharedLogoPath } from '@/lib/logo';
import { serverConfig } from '@/server/config';
import { DEFAULT_SHOP_TITLE, PageMeta } from '@/server/PageMeta';
import { requestOrigin } from '@/server/request-context';
import { getShopData } from '@/server/shop-data';
import { JsonLd } from '@/ui/JsonLd';
import { preloadPicture } from '@/ui/preload-picture';

export default async function HomePage() {
  // Every call of the page goes out at once (docs/decisions/0036); the groups are awaited inside their Suspense boundary.
  const lists = getHomeLists();
  const [shop, slides] = await Promise.all([getShopData(), getHomeSlides()]);
  const shopTitle = shop?.title || DEFAULT_SHOP_TITLE;
  if (slides[0]) preloadPicture(slides[0].picture);
  const origin = requestOrigin();
  const logoPath = sharedLogoPath(shop?.logo, serverConfig());
  return (
    <div className="page container home">
      <PageMeta title={shopTitle} description={`${shopTitle}: خرید آنلاین با ارسال به سراسر ایران.`} image={slides[0]?.shareUrl} />
      <JsonLd data={webSiteJsonLd(origin, shopTitle)} />
      {logoPath ? <JsonLd data={organizationJsonLd(origin, shopTitle, logoPath)} /> : null}
      <h1 className="home__title">به {shopTitle} خوش آمدید</h1>
      <BannerCarousel slides={slides} />
      <FeatureBar features={shop?.features ?? []} />
      <Suspense
        fallback={
          <section aria-busy="true" aria-label="در حال بارگذاری محصولات">
            <ProductGridSkeleton count={8} />
          </section>
        }
      >
        <HomeGroups lists={lists} />
      </Suspense>
      <RecentlyViewed imageBaseUrl={serverConfig().imageBaseUrl} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
