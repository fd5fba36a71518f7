import { useEffect, type ReactNode } from 'react';
import { FetchAhead } from '@/features/prefetch/FetchAhead';
import { CACHE_PREFIX } from '@/lib/offline/offline-caches';
import { SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from '@/lib/routing/own-endpoints';
import { keptDocument } from './kept-document';
import { OfflineBanner } from './OfflineBanner';

/** Deletes every cache of the storefront's worker on this device. */
async function dropKeptCopies(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/**
 * Everything of the app-like shop a page's first load does without
 * (docs/decisions/0090), loaded by OfflineSupport once the device is offline,
 * the page is a kept copy, or the shopper first touches, scrolls, points or
 * types (`first`: what that touched): the banner (and the offline guard of
 * plain forms), the service worker's registration (the page loaded before it;
 * the worker keeps it at activation; offline it fails, and is tried again on
 * the next page) or, with the worker turned off, the removal of what it kept,
 * fetching ahead, and the web app manifest's link (React puts it in the head):
 * in the document itself, Chromium fetched the manifest during the first load,
 * and Lighthouse's simulated LCP counted it, 100–250 ms on the product page.
 */
export default function OfflineExtras({
  serviceWorker,
  first,
}: {
  serviceWorker: boolean;
  first: EventTarget | null;
}): ReactNode {
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    if (serviceWorker)
      navigator.serviceWorker
        .register(SERVICE_WORKER_PATH)
        .catch((error: unknown) => console.warn('[offline] no service worker:', error));
    // The kill switch's leftovers: what the worker, still in charge of the last
    // page, kept after it was told to go.
    else if (!navigator.serviceWorker.controller && 'caches' in window) void dropKeptCopies();
  }, [serviceWorker]);

  return (
    <>
      <link rel="manifest" href={WEB_APP_MANIFEST_PATH} />
      <OfflineBanner keptPath={keptDocument()} />
      <FetchAhead first={first} />
    </>
  );
}
