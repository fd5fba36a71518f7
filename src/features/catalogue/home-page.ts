import 'server-only';
import { pageOk, type PageResult } from '@/features/page-kit/page-result';
import { getShopData } from '@/server/upstream/shop-data';
import type { ShopData } from '@/shop-api/index';
import type { BannerSlide } from './BannerCarousel';
import { getHomeSlides } from './home-banners';
import { getHomeLists, type HomeLists } from './home-products';

export type HomePageData = {
  shop: ShopData | null;
  slides: BannerSlide[];
  /**
   * The lists if they came with the rest; still on their way, a promise the
   * groups' Suspense boundary awaits.
   */
  lists: HomeLists | Promise<HomeLists>;
};

/**
 * The home page: every call goes out at once (docs/decisions/0036); the shop
 * data and the banners are awaited. The product groups are handed over as they
 * are then: their lists if they came meanwhile (the usual case: one round of
 * calls), so that the first screen holds them and no skeleton is swapped out
 * under the shopper, on this page or its kept copy; otherwise still on their
 * way, to stream after the first screen. Never anything but ok: each part has its own
 * fallback.
 */
export async function loadHomePage(): Promise<PageResult<HomePageData>> {
  const pending = getHomeLists();
  let lists: HomePageData['lists'] = pending;
  // Registered before the wait below, so lists that come with the banners are seen once it ends.
  void pending.then(
    (came) => (lists = came),
    () => undefined,
  );
  const [shop, slides] = await Promise.all([getShopData(), getHomeSlides()]);
  return pageOk({ shop, slides, lists });
}
