import 'server-only';
import { pageOk, type PageResult } from '@/lib/page-result';
import { getShopData } from '@/server/shop-data';
import type { ShopData } from '@/shop-api/index';
import type { BannerSlide } from './BannerCarousel';
import { getHomeSlides } from './home-banners';
import { getHomeLists, type HomeLists } from './home-products';

export type HomePageData = {
  shop: ShopData | null;
  slides: BannerSlide[];
  /** Deferred: awaited inside the groups' Suspense boundary. */
  lists: Promise<HomeLists>;
};

/**
 * The home page: every call goes out at once (docs/decisions/0036); the shop
 * data and the banners are awaited, the product groups handed over still on
 * their way. Never anything but ok: each part has its own fallback.
 */
export async function loadHomePage(): Promise<PageResult<HomePageData>> {
  const lists = getHomeLists();
  const [shop, slides] = await Promise.all([getShopData(), getHomeSlides()]);
  return pageOk({ shop, slides, lists });
}
