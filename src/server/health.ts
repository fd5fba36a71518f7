import packageJson from '../../package.json';
import { shopStateOf, type ShopState } from '../features/shop-status/shop-state';
import { serverConfig } from './config';
import { publicShopApi } from './shop-api';

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

/** A fresh get-data call (not the cached one), timed. */
export async function healthReport(): Promise<HealthReport> {
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
