import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITALS_PATH } from '@/lib/routing/own-endpoints';
import {
  isVitalInRange,
  VITALS_MAX_METRICS,
  VITALS_READY_MARK,
  type ConnectionType,
  type VitalsBeacon,
} from '@/lib/vitals';

const KNOWN_CONNECTION = /^(slow-2g|2g|3g|4g)$/;

/**
 * The real-user vitals beacon (docs/decisions/0085), loaded by start-vitals.ts
 * once the page is interactive. Google's web-vitals measures LCP, INP, CLS,
 * FCP and TTFB; each value waits in a queue, the latest per metric instance
 * (web-vitals' `id`), and the queue goes out with navigator.sendBeacon when
 * the page is hidden or left (the moment web-vitals reports CLS and INP, and
 * the last one a page is sure to get). INP reports all its changes: web-vitals
 * takes in an interaction at the next idle moment, and for a page hidden
 * before that it would not report the interaction at all. Values the server
 * would refuse (out of range) are left out here, so one odd value never costs
 * the others.
 */
export function reportVitals(route: string): void {
  const queue = new Map<string, VitalsBeacon['metrics'][number]>();
  const add = ({ id, name, value, navigationType }: Metric) => {
    // web-vitals 6 reports soft navigations only with `reportSoftNavs`, which is not set here.
    if (navigationType === 'soft-navigation') return;
    if (isVitalInRange(name, value)) queue.set(id, { name, value, navigation: navigationType });
  };
  const flush = () => {
    const metrics = [...queue.values()];
    queue.clear();
    for (let start = 0; start < metrics.length; start += VITALS_MAX_METRICS) {
      const beacon: VitalsBeacon = {
        route,
        connection: connectionType(),
        metrics: metrics.slice(start, start + VITALS_MAX_METRICS),
      };
      navigator.sendBeacon(VITALS_PATH, JSON.stringify(beacon));
    }
  };
  for (const on of [onLCP, onCLS, onFCP, onTTFB]) on(add);
  onINP(add, { reportAllChanges: true });
  // After web-vitals' own listeners, so that the CLS and INP they report on
  // hiding are in the queue.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  // From here on interactions are measured (a mark to see in the browser's
  // tools, and for the tests).
  performance.mark(VITALS_READY_MARK);
}

/** The Network Information API's effective type (Chromium); `unknown` elsewhere. */
function connectionType(): ConnectionType {
  const type =
    (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType ?? '';
  return KNOWN_CONNECTION.test(type) ? (type as ConnectionType) : 'unknown';
}
