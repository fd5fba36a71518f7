import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { PRIVATE_PAGE_CACHE } from '@/lib/routing/cache-policy';
import { shopTitle } from '@/lib/text/shop-title';
import { WEB_APP_MANIFEST_PATH } from '@/lib/routing/own-endpoints';
import { webAppManifest } from '@/lib/offline/web-app';
import { getShopData } from '@/server/upstream/shop-data';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * GET /manifest.webmanifest, what makes the shop installable
 * (docs/decisions/0090): the shop's title from get-data, the theme of SPEC §9,
 * icons from the logo through the image endpoint. Before the shop-status
 * redirect, like the pictures: a browser may read it on any page. Kept an hour
 * anywhere (the title rarely changes, and nothing in it is personal), unless
 * it was built without the shop data.
 */
export default function webAppManifestMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (requestFacts(c).pathname !== WEB_APP_MANIFEST_PATH) return next();
    const shop = await getShopData();
    // Without the shop data (get-data failed, nothing kept) the title is the
    // generic one: this shopper's only.
    const cacheControl = shop === null ? PRIVATE_PAGE_CACHE : 'public, max-age=3600';
    c.res = new Response(JSON.stringify(webAppManifest(shopTitle(shop))), {
      headers: {
        'content-type': 'application/manifest+json; charset=utf-8',
        'cache-control': cacheControl,
      },
    });
  };
}
