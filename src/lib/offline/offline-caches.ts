/**
 * What the storefront's service worker and its pages both name
 * (docs/decisions/0090): its caches, the offline page,
 * the messages between them. Pages load it only with the offline support's
 * extras (src/features/offline/OfflineExtras.tsx), never on a first load.
 */

import { OFFLINE_PATH } from '../routing/route-paths';

/** Every cache the worker makes starts with this; nothing else on the origin uses the Cache API. */
export const CACHE_PREFIX = 'storefront-';
const PAGES_PREFIX = `${CACHE_PREFIX}pages-`;
const IMAGES_CACHE = `${CACHE_PREFIX}images`;

/**
 * The caches of one build. Its files and its pages go with it when the next
 * build activates: a page of another build names files that build no longer
 * serves. Pictures do not depend on the build and stay.
 */
export function cacheNames(buildId: string): { build: string; pages: string; images: string } {
  return {
    build: `${CACHE_PREFIX}build-${buildId}`,
    pages: `${PAGES_PREFIX}${buildId}`,
    images: IMAGES_CACHE,
  };
}

/**
 * Caches that tell what was looked at on this device (pages and pictures of any
 * build): logout clears them.
 */
export function isBrowsingCache(name: string): boolean {
  return name.startsWith(PAGES_PREFIX) || name === IMAGES_CACHE;
}

/**
 * Where a page that cannot be reached and was never kept sends the shopper: the
 * offline page (src/pages/(shop)/offline.tsx), which can try it again.
 */
export function offlineLocation(pathWithQuery: string): string {
  return `${OFFLINE_PATH}?${new URLSearchParams({ from: pathWithQuery })}`;
}

/**
 * The Server-Timing name a kept copy carries (src/service-worker/kept-cache.ts):
 * a page whose document was one finds it in its navigation timing.
 */
export const KEPT_COPY_TIMING = 'storefront-kept';

/**
 * Worker → page, `{ type, path }`: a route's payload it asked for was answered
 * with the copy kept on the device.
 */
export const KEPT_PAYLOAD_MESSAGE = 'storefront:kept-copy';
