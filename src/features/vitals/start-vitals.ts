import { isSampled, VITALS_ROUTE_META, VITALS_SAMPLE_META } from '@/lib/vitals';

/** The longest the beacon waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Starts the real-user vitals beacon (docs/decisions/0085) on the sampled
 * share of page loads (SHOP_VITALS_SAMPLE, in the page's <meta>), for the
 * route pattern the server put there: after the page's `load` event, at the
 * browser's next idle moment, its code is fetched (report-vitals.ts, a chunk
 * of its own), so it never competes with the page for the network or the
 * main thread. web-vitals reads the paints and shifts from before it came
 * from the browser's buffered performance entries. A page of no route (a
 * 404) reports nothing.
 */
export function startVitals(): void {
  const route = metaContent(VITALS_ROUTE_META);
  if (!route || !isSampled(Number(metaContent(VITALS_SAMPLE_META)), Math.random())) return;
  const load = () => {
    import('./report-vitals').then(
      (beacon) => beacon.reportVitals(route),
      () => {},
    );
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(load, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

function metaContent(name: string): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}
