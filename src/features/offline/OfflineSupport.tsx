'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { KEPT_COPY_TIMING, KEPT_PAYLOAD_MESSAGE, SERVICE_WORKER_PATH } from '@/lib/offline-caches';

/** The banner's code loads only once it has something to say; never on a page that is online and fresh. */
const OfflineBanner = lazy(() => import('./OfflineBanner').catch(() => ({ default: () => null })));

/** Registers the service worker once the page has loaded and the browser is idle: nothing on the first load's path. */
function registerWhenIdle(): () => void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return () => undefined;
  let cancelled = false;
  const register = () => {
    if (cancelled) return;
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => console.warn('[offline] no service worker:', error));
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
  };
}

/** Whether the page's document was the copy the worker kept (its Server-Timing says so). */
function documentWasKept(): boolean {
  return performance
    .getEntriesByType('navigation')
    .some((entry) => (entry as PerformanceNavigationTiming).serverTiming?.some((timing) => timing.name === KEPT_COPY_TIMING));
}

/**
 * The page's half of the offline support (docs/decisions/0090), in the root
 * layout: registers the service worker (when SHOP_SERVICE_WORKER is on), and
 * brings in the banner (./OfflineBanner.tsx) once the device is offline or a
 * route was answered with the copy kept on it (the document's timing tells;
 * the worker tells of the router's payloads).
 */
export function OfflineSupport({ serviceWorker }: { serviceWorker: boolean }) {
  /** Undefined until there is something to say; then the route first seen as a kept copy (null: offline). */
  const [keptPath, setKeptPath] = useState<string | null | undefined>(undefined);

  useEffect(() => (serviceWorker ? registerWhenIdle() : undefined), [serviceWorker]);

  useEffect(() => {
    const wake = (path: string | null) => setKeptPath((was) => (was === undefined ? path : was));
    const onOffline = () => wake(null);
    const onMessage = ({ data }: MessageEvent<{ type?: unknown; path?: unknown } | null>) => {
      if (data?.type === KEPT_PAYLOAD_MESSAGE && typeof data.path === 'string') wake(data.path);
    };
    if (!navigator.onLine) wake(null);
    else if (documentWasKept()) wake(location.pathname);
    window.addEventListener('offline', onOffline);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('offline', onOffline);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);

  return (
    <div className="offline-status" role="status">
      {keptPath === undefined ? null : (
        <Suspense fallback={null}>
          <OfflineBanner keptPath={keptPath} />
        </Suspense>
      )}
    </div>
  );
}
