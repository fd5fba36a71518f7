import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { isVitalInRange, VITALS_MAX_METRICS, VITALS_PATH, VITALS_READY_MARK, type ConnectionType, type VitalsBeacon } from '@/lib/vitals';

const KNOWN_CONNECTION = /^(slow-2g|2g|3g|4g)$/;

/**
 * The real-user vitals beacon (docs/decisions/0083), loaded by start-vitals.ts
 * once the page is interactive. Google's web-vitals measures LCP, INP, CLS,
 * FCP and TTFB; each value is queued as it is final and the queue goes out
 * with navigator.sendBeacon when the page is hidden or left (the moment
 * web-vitals reports CLS and INP, and the last one a page is sure to get).
 * Values the server would refuse (out of range) are left out here, so one
 * odd value never costs the others.
 */
export function reportVitals(route: string): void {
  const queue: VitalsBeacon['metrics'] = [];
  const add = ({ name, value, navigationType }: Metric) => {
    if (isVitalInRange(name, value)) queue.push({ name, value, navigation: navigationType });
  };
  const flush = () => {
    while (queue.length > 0) {
      const beacon: VitalsBeacon = { route, connection: connectionType(), metrics: queue.splice(0, VITALS_MAX_METRICS) };
      navigator.sendBeacon(VITALS_PATH, JSON.stringify(beacon));
    }
  };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(add);
  // After web-vitals' own listeners, so that the CLS and INP they report on hiding are in the queue.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  // From here on interactions are measured (a mark to see in the browser's tools, and for the tests).
  performance.mark(VITALS_READY_MARK);
}

/** The Network Information API's effective type (Chromium); `unknown` elsewhere. */
function connectionType(): ConnectionType {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType ?? '';
  return KNOWN_CONNECTION.test(type) ? (type as ConnectionType) : 'unknown';
}
