import 'server-only';
import packageJson from '../../../package.json';
import { shopStateOf, type ShopState } from '@/lib/shop-state';
import { serverConfig } from '../settings/config';
import { HEALTH_CHECK_REUSE_MS } from '@/lib/limits';
import { publicShopApi } from '../upstream/shop-api';
import { processSingleton } from '../runtime/process-singleton';

export type HealthReport = {
  /** The shop as shoppers see it; unreadable shop data counts as open (SPEC §4). */
  shop: ShopState;
  upstream: {
    mode: 'embedded' | 'remote';
    reachable: boolean;
    /** Whether get-data answered with usable shop data. */
    shopDataOk: boolean;
    latencyMs: number;
    error: string | null;
  };
  version: string;
  checkedAt: string;
};

type HealthCheck = { report: Promise<HealthReport>; settledAt: number | null };
const checks = () =>
  processSingleton('__healthCheck', () => ({ current: null as HealthCheck | null }));

/**
 * The health report, from one upstream check shared by every /healthz while it
 * runs and for HEALTH_CHECK_REUSE_MS after (a load balancer polling hard, or a
 * flood, costs the upstream about one call a second).
 */
export function healthReport(): Promise<HealthReport> {
  const box = checks();
  const last = box.current;
  if (
    last &&
    (last.settledAt === null || performance.now() - last.settledAt < HEALTH_CHECK_REUSE_MS)
  )
    return last.report;
  const check: HealthCheck = { report: checkUpstream(), settledAt: null };
  void check.report.finally(() => (check.settledAt = performance.now()));
  box.current = check;
  return check.report;
}

/** A fresh get-data call (not the kept shop data), timed. */
async function checkUpstream(): Promise<HealthReport> {
  const started = performance.now();
  const result = await publicShopApi().getShopData();
  const latencyMs = Math.round(performance.now() - started);
  const unreachable = !result.ok && (result.kind === 'network' || result.kind === 'timeout');
  return {
    shop: shopStateOf(result.ok ? result.value : null),
    upstream: {
      mode: serverConfig().shopApiUrl ? 'remote' : 'embedded',
      reachable: !unreachable,
      shopDataOk: result.ok,
      latencyMs,
      error: result.ok ? null : result.message,
    },
    version: packageJson.version,
    checkedAt: new Date().toISOString(),
  };
}
