import { KEPT_COPY_TIMING } from '@/lib/offline/offline-caches';

/**
 * The route the page's document is the service worker's kept copy of (its
 * Server-Timing says so), else null.
 */
export function keptDocument(): string | null {
  const kept = performance
    .getEntriesByType('navigation')
    .some((entry) =>
      (entry as PerformanceNavigationTiming).serverTiming?.some(
        (timing) => timing.name === KEPT_COPY_TIMING,
      ),
    );
  return kept ? location.pathname : null;
}
