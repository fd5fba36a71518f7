import { Suspense } from 'react';
import { BannerCarousel } from '@/features/catalogue/BannerCarousel';
import { FeatureBar } from '@/features/catalogue/FeatureBar';
import { getHomeSlides } from '@/features/catalogue/home-banners';
import { HomeGroups } from '@/features/catalogue/HomeGroups';
import { getHomeLists } from '@/features/catalogue/home-products';
import { ProductGridSkeleton } from '@/features/catalogue/ProductCard';
import { DEFAULT_SHOP_TITLE, PageMeta } from '@/server/PageMeta';
import { getShopData } from '@/server/shop-data';
import { preloadPicture } from '@/ui/preload-picture';

export default async function HomePage() {
  // Every call of the page goes out at once (issue 24); the groups are awaited inside their Suspense boundary.
  const lists = getHomeLists();
  const [shop, slides] = await Promise.all([getShopData(), getHomeSlides()]);
  const shopTitle = shop?.title || DEFAULT_SHOP_TITLE;
  if (slides[0]) preloadPicture(slides[0].picture);
  return (
    <div className="page container home">
      <PageMeta title={shopTitle} description={`${shopTitle}: خرید آنلاین با ارسال به سراسر ایران.`} image={slides[0]?.shareUrl} />
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
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
