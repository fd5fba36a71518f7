/**
 * Real-user vitals (docs/decisions/0085): what the browser's beacon
 * sends to the storefront and the storefront accepts. Shared by the beacon
 * (src/features/vitals/) and the server's check (src/server/observe/vitals.ts), so the
 * two cannot drift apart.
 *
 * A beacon is one JSON object: the route pattern of the page loaded (never its
 * path or query), the connection's effective type, and the metrics measured
 * so far with the navigation type each belongs to. Nothing else: no URL, no
 * user, no token. It is POSTed to VITALS_PATH (./routing/own-endpoints.ts).
 */
/**
 * The page's <meta> elements the beacon reads: the route pattern, and the share
 * of page loads that report.
 */
export const VITALS_ROUTE_META = 'vitals-route';
export const VITALS_SAMPLE_META = 'vitals-sample';
/** The performance mark the beacon sets once it measures (`performance.getEntriesByName`). */
export const VITALS_READY_MARK = 'vitals-ready';

/**
 * The metrics and the largest value of each a beacon may carry: milliseconds,
 * but CLS, which has no unit. Beyond these the value is not a measurement but
 * a broken clock or a forged beacon.
 */
export const VITALS_MAX = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 50,
  FCP: 120_000,
  TTFB: 120_000,
} as const;

export type VitalName = keyof typeof VITALS_MAX;

/**
 * The Core Web Vitals thresholds (web.dev): a value up to the first is "good",
 * above the second "poor", in the same units. Read at the 75th percentile of
 * page loads. The metrics' buckets (src/server/observe/metrics.ts) and the Grafana
 * dashboard (deploy/grafana/) are drawn on them.
 */
export const VITALS_THRESHOLDS: Record<VitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export const VITAL_NAMES = Object.keys(VITALS_MAX) as VitalName[];

/**
 * `navigator.connection.effectiveType` (Chromium only); `unknown` where the
 * browser does not say.
 */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;

export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** web-vitals' `navigationType`. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;

export type NavigationType = (typeof NAVIGATION_TYPES)[number];

export type VitalsBeacon = {
  route: string;
  connection: ConnectionType;
  metrics: Array<{ name: VitalName; value: number; navigation: NavigationType }>;
};

/**
 * Metrics in one beacon at most: each of the five, twice (a page restored from
 * the back/forward cache measures again).
 */
export const VITALS_MAX_METRICS = 2 * VITAL_NAMES.length;

/** Whether a value is one the server takes for `name`: finite, not negative, within its bound. */
export function isVitalInRange(name: VitalName, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= VITALS_MAX[name];
}

/** Whether this page load reports, for a sample rate in 0…1 and a random number in [0, 1). */
export function isSampled(rate: number, random: number): boolean {
  return rate > 0 && random < rate;
}
