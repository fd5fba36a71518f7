import 'server-only';
import * as v from 'valibot';
import { createTokenBuckets, type TokenBuckets } from '@/lib/traffic/token-buckets';
import { ROUTE_PATTERNS } from '@/lib/routing/routes';
import {
  CONNECTION_TYPES,
  NAVIGATION_TYPES,
  VITAL_NAMES,
  VITALS_MAX,
  VITALS_MAX_METRICS,
  type VitalName,
  type VitalsBeacon,
} from '@/lib/vitals';
import {
  VITALS_BEACON_BURST,
  VITALS_BEACONS_PER_SECOND,
  VITALS_CLIENTS_REMEMBERED,
} from '@/lib/limits';
import { metrics } from './metrics';
import { processSingleton } from '../runtime/process-singleton';

/**
 * The storefront's side of the real-user vitals beacon (docs/decisions/0085):
 * what a beacon must be to be recorded, and recording it. The body's size is
 * bounded before this reads it (the request gate, VITALS_BODY_MAX_BYTES).
 */
const metricOf = (name: VitalName) =>
  v.strictObject({
    name: v.literal(name),
    value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(VITALS_MAX[name])),
    navigation: v.picklist(NAVIGATION_TYPES),
  });

const BeaconSchema = v.strictObject({
  route: v.picklist(ROUTE_PATTERNS),
  connection: v.picklist(CONNECTION_TYPES),
  metrics: v.pipe(
    v.array(
      v.variant(
        'name',
        VITAL_NAMES.map(metricOf) as [
          ReturnType<typeof metricOf>,
          ...ReturnType<typeof metricOf>[],
        ],
      ),
    ),
    v.minLength(1),
    v.maxLength(VITALS_MAX_METRICS),
  ),
});

/**
 * A beacon's body, checked: the beacon, or null for anything else (not JSON,
 * unknown names or routes, values out of range, extra fields).
 */
export function parseBeacon(body: string): VitalsBeacon | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const result = v.safeParse(BeaconSchema, json);
  return result.success ? result.output : null;
}

/**
 * Each metric of an accepted beacon into its histogram (milliseconds as
 * seconds), and the count by navigation type.
 */
export function recordBeacon(beacon: VitalsBeacon): void {
  const { vitals, vitalsReports } = metrics();
  for (const metric of beacon.metrics) {
    const value = metric.name === 'CLS' ? metric.value : metric.value / 1000;
    vitals[metric.name].observe({ route: beacon.route, connection: beacon.connection }, value);
    vitalsReports.inc({ metric: metric.name, navigation_type: metric.navigation });
  }
}

/** How many beacons each client may send (src/lib/limits.ts). */
export function beaconLimiter(): TokenBuckets {
  return processSingleton('__vitalsBeacons', () =>
    createTokenBuckets({
      capacity: VITALS_BEACON_BURST,
      refillPerSecond: VITALS_BEACONS_PER_SECOND,
      maxKeys: VITALS_CLIENTS_REMEMBERED,
      whenFull: 'forget-least-recent',
    }),
  );
}

/** What the vitals step answers a beacon (src/middleware/vitals.ts): no body, never kept. */
export function beaconAnswer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } });
}
