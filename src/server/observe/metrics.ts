import 'server-only';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SHOP_STATES, type ShopState } from '@/lib/shop-state';
import { VITAL_NAMES, type VitalName } from '@/lib/vitals';
import { processSingleton } from '../runtime/process-singleton';

/**
 * The storefront's Prometheus metrics (prom-client), served on METRICS_PORT
 * only (docs/decisions/0081). Names start with `storefront_`; labels are route
 * patterns and endpoint patterns, never paths, so the series stay few.
 */

/**
 * Buckets of the real-user vitals (docs/decisions/0085), in seconds but for
 * CLS: each holds the Core Web Vitals thresholds of its metric ("good" up to
 * the first, "poor" above the second) as bucket bounds, so the share of good
 * page loads is read exactly and p75 is interpolated between near bounds.
 */
export const VITAL_BUCKETS: Record<VitalName, number[]> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10, 20],
  INP: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.5, 1, 2],
  FCP: [0.5, 1, 1.5, 1.8, 2.2, 2.6, 3, 4, 6, 10, 20],
  TTFB: [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.4, 1.8, 3, 5, 10],
};

/** `web_vitals_lcp_seconds`, …, `web_vitals_cls` (no unit). */
export function vitalMetricName(name: VitalName): string {
  return name === 'CLS' ? 'web_vitals_cls' : `web_vitals_${name.toLowerCase()}_seconds`;
}

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const pageCacheSize: { read: () => { entries: number; bytes: number } } = {
    read: () => ({ entries: 0, bytes: 0 }),
  };
  const workSlots: { read: ((gate: string) => { running: number; waiting: number }) | null } = {
    read: null,
  };
  /** A counter of this registry, by the labels named. */
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    requestDuration: new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time to the last byte of an answer, by route pattern and status class.',
      labelNames: ['route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    inFlight: new Gauge({
      name: 'storefront_http_requests_in_flight',
      help: 'Requests being answered.',
      registers: [registry],
    }),
    draining: new Gauge({
      name: 'storefront_draining',
      help: '1 once SIGTERM or SIGINT has started the drain.',
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'storefront_upstream_call_duration_seconds',
      help: 'Shop API calls: time to the answer’s headers, by endpoint pattern.',
      labelNames: ['endpoint'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamFailures: counter(
      'storefront_upstream_call_failures_total',
      'Shop API calls that got no answer (network, timeout) or a 5xx, by endpoint pattern.',
      ['endpoint', 'kind'],
    ),
    pageCacheLookups: counter(
      'storefront_page_cache_lookups_total',
      'Catalogue page answers from the kept pages: hit, stale (served while refreshed) or miss (rendered).',
      ['result'],
    ),
    pageCacheSize,
    pageCacheBytes: new Gauge({
      name: 'storefront_page_cache_bytes',
      help: 'Bytes of kept pages.',
      registers: [registry],
      collect() {
        this.set(pageCacheSize.read().bytes);
      },
    }),
    pageCacheEntries: new Gauge({
      name: 'storefront_page_cache_entries',
      help: 'Kept pages.',
      registers: [registry],
      collect() {
        this.set(pageCacheSize.read().entries);
      },
    }),
    imageVariantCache: counter(
      'storefront_image_variant_cache_lookups_total',
      'Image variants served from the disk cache (hit) or made (miss).',
      ['result'],
    ),
    imageCacheDiskFailures: counter(
      'storefront_image_cache_disk_failures_total',
      'Image variants the cache folder (SHOP_IMAGE_CACHE_DIR) could not keep, full, unwritable or gone: held in memory instead.',
    ),
    workSlots,
    workInFlight: new Gauge({
      name: 'storefront_work_in_flight',
      help: 'Work holding a slot (running) or in line for one (waiting): page renders, shop API calls, pictures to make.',
      labelNames: ['what', 'state'] as const,
      registers: [registry],
      collect() {
        for (const what of ['render', 'upstream', 'image']) {
          const slots = workSlots.read?.(what) ?? { running: 0, waiting: 0 };
          this.set({ what, state: 'running' }, slots.running);
          this.set({ what, state: 'waiting' }, slots.waiting);
        }
      },
    }),
    shed: counter(
      'storefront_shed_total',
      "Work refused at once because the work in flight was at its bound: render, upstream (API calls, answered 503; a search suggestion's, its failure) or image.",
      ['what'],
    ),
    imageJobsAbandoned: counter(
      'storefront_image_jobs_abandoned_total',
      'Pictures not made because every client waiting for them had gone: before their turn (waiting) or after the fetch (fetched).',
      ['stage'],
    ),
    signInThrottled: counter(
      'storefront_sign_in_throttled_total',
      'Sign-in calls answered 429, by call and by the count that tripped (address, device: the phone from one address or device, phone: from all others).',
      ['call', 'limit'],
    ),
    crossSiteRefused: counter(
      'storefront_cross_site_refused_total',
      'State-changing shop API calls sent by a page of another site, answered 403.',
    ),
    vitals: Object.fromEntries(
      VITAL_NAMES.map((name) => [
        name,
        new Histogram({
          name: vitalMetricName(name),
          help: `Real-user ${name} (${name === 'CLS' ? 'layout shift score' : 'seconds'}) from shoppers' browsers, by the page's route pattern and connection type.`,
          labelNames: ['route', 'connection'] as const,
          buckets: VITAL_BUCKETS[name],
          registers: [registry],
        }),
      ]),
    ) as Record<VitalName, Histogram<'route' | 'connection'>>,
    vitalsReports: counter(
      'web_vitals_reports_total',
      'Real-user vitals recorded, by metric and navigation type (navigate, reload, back-forward, back-forward-cache, prerender, restore).',
      ['metric', 'navigation_type'],
    ),
    vitalsBeacons: counter(
      'web_vitals_beacons_total',
      'Beacons POSTed to /_vitals: accepted, invalid (not a beacon), too_large (over 4 KiB) or limited (too many from one client).',
      ['result'],
    ),
    shopState: new Gauge({
      name: 'storefront_shop_state',
      help: 'The shop as shoppers see it: 1 for the current state (open, maintenance, deactivated), 0 for the others.',
      labelNames: ['state'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

/**
 * Series that exist from the start, at zero, so that rates and ratios are
 * defined before the first event.
 */
function zeroed(made: Metrics): Metrics {
  for (const result of ['hit', 'stale', 'miss']) made.pageCacheLookups.inc({ result }, 0);
  for (const result of ['hit', 'miss']) made.imageVariantCache.inc({ result }, 0);
  made.imageCacheDiskFailures.inc(0);
  for (const what of ['render', 'upstream', 'image']) made.shed.inc({ what }, 0);
  for (const result of VITALS_BEACON_RESULTS) made.vitalsBeacons.inc({ result }, 0);
  return made;
}

export function metrics(): Metrics {
  return processSingleton('__metrics', () => zeroed(create()));
}

/** For the image endpoint's variant cache: count one lookup. */
export function recordImageVariantCache(result: 'hit' | 'miss'): void {
  metrics().imageVariantCache.inc({ result });
}

/** For the image endpoint's variant cache: one variant its folder could not keep. */
export function recordImageCacheDiskFailure(): void {
  metrics().imageCacheDiskFailures.inc();
}

const VITALS_BEACON_RESULTS = [
  'accepted',
  'invalid',
  'too_large',
  'limited',
  'cross_site',
] as const;

/** For /_vitals: count one beacon by what became of it. */
export function recordVitalsBeacon(result: (typeof VITALS_BEACON_RESULTS)[number]): void {
  metrics().vitalsBeacons.inc({ result });
}

export function recordShopState(state: ShopState): void {
  for (const each of SHOP_STATES) metrics().shopState.set({ state: each }, each === state ? 1 : 0);
}

/** Where the kept pages' size is read from when metrics are scraped. */
export function measurePageCache(read: () => { entries: number; bytes: number }): void {
  metrics().pageCacheSize.read = read;
}

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
