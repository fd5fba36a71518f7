import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { VITALS_PATH } from '@/lib/routing/own-endpoints';
import { clientKey } from '@/server/requests/client-key';
import { serverConfig } from '@/server/settings/config';
import { isCrossSite } from '@/lib/traffic/cross-site';
import { recordVitalsBeacon } from '@/server/observe/metrics';
import { requestFacts } from '@/server/requests/request-facts';
import { beaconAnswer, beaconLimiter, parseBeacon, recordBeacon } from '@/server/observe/vitals';

/**
 * POST /_vitals, the shoppers' browsers reporting real-user vitals
 * (docs/decisions/0085). The request gate has let only a POST of at
 * most VITALS_BODY_MAX_BYTES through. Answered here, before the shop-status
 * redirect, the guards and the kept pages, which never see it:
 * - 403 for a beacon sent by a page of another site (src/server/protection/cross-site.ts):
 *   only our pages' figures go into the histograms;
 * - 429 with Retry-After beyond a client's share of beacons;
 * - 400 for anything that is not a beacon (src/server/observe/vitals.ts);
 * - 204 once its metrics are in the histograms on METRICS_PORT.
 * Never a 5xx: a beacon that cannot be read (the client went away) is a 400.
 */
export default function vitalsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (requestFacts(c).pathname !== VITALS_PATH) return next();
    if (isCrossSite(c.req.raw, serverConfig().publicUrl)) {
      recordVitalsBeacon('cross_site');
      c.res = beaconAnswer(403);
      return;
    }
    const limit = beaconLimiter().take(clientKey(c));
    if (!limit.ok) {
      recordVitalsBeacon('limited');
      c.res = beaconAnswer(429, { 'retry-after': String(limit.retryAfterSeconds) });
      return;
    }
    const beacon = parseBeacon(await c.req.text().catch(() => ''));
    if (!beacon) {
      recordVitalsBeacon('invalid');
      c.res = beaconAnswer(400);
      return;
    }
    recordBeacon(beacon);
    recordVitalsBeacon('accepted');
    c.res = beaconAnswer(204);
  };
}
