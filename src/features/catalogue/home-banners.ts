import 'server-only';
import { serverConfig } from '@/server/settings/config';
import { publicShopApi } from '@/server/upstream/shop-api';
import {
  pictureAttributes,
  pictureUrl,
  shopPicture,
  SHARED_IMAGE_WIDTH,
} from '@/lib/images/image-variants';
import type { Banner } from '@/shop-api/index';
import type { BannerSlide } from './BannerCarousel';
import { logger } from '@/server/observe/logger';

/** Only links inside the shop (a path) or to http(s) pages are followed. */
export function safeBannerHref(link: string | null): string | null {
  const value = link?.trim() ?? '';
  if (/^\/(?![/\\])/.test(value)) return value;
  if (/^https?:\/\/[^/\\]/i.test(value)) return value;
  return null;
}

/**
 * Banners as slides: in the shop's order, those without a picture of the
 * shop's own left out; each with the banner slot's srcset and the URL to
 * share (og:image).
 */
export function toSlides(banners: readonly Banner[], imageBaseUrl: string): BannerSlide[] {
  return [...banners]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .flatMap((banner) => {
      const picture = shopPicture(banner.image, imageBaseUrl);
      if (!picture) return [];
      return [
        {
          id: banner.id,
          title: banner.title ?? '',
          description: banner.descriptions,
          href: safeBannerHref(banner.link),
          picture: pictureAttributes(picture, 'banner'),
          shareUrl: pictureUrl(picture, SHARED_IMAGE_WIDTH),
        },
      ];
    });
}

/** GET /api/shop/banners page 1 size 5; no slides when the call fails. */
export async function getHomeSlides(): Promise<BannerSlide[]> {
  const result = await publicShopApi().getBanners({ page: 1, size: 5 });
  if (!result.ok) {
    logger().warn(
      { kind: result.kind, reason: result.message },
      'home banners failed; no slides shown',
    );
    return [];
  }
  return toSlides(result.value.items, serverConfig().imageBaseUrl);
}
