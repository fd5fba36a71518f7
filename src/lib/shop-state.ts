import { HOME_PATH, MAINTENANCE_PATH } from './routing/route-paths';

/**
 * The three states of SPEC §4, listed once: the metrics and the `shop` command
 * read this list. Deactivated takes precedence over maintenance.
 */
export const SHOP_STATES = ['open', 'maintenance', 'deactivated'] as const;
export type ShopState = (typeof SHOP_STATES)[number];

/** The states in which the shop is closed: the fixture shop has a scenario of each one's name. */
export const CLOSED_STATES = SHOP_STATES.filter(
  (state): state is Exclude<ShopState, 'open'> => state !== 'open',
);

export type ShopFlags = { isActive: boolean; isMaintenanceMode: boolean };

/** Shop data that failed to load (null) counts as an open shop (SPEC §4). */
export function shopStateOf(flags: ShopFlags | null): ShopState {
  if (!flags) return 'open';
  if (!flags.isActive) return 'deactivated';
  if (flags.isMaintenanceMode) return 'maintenance';
  return 'open';
}

/**
 * Seconds a search engine is asked to wait while the shop is closed: the
 * Retry-After of /maintenance and of the redirect there.
 */
export const CLOSED_RETRY_AFTER_SECONDS = 600;

/**
 * The shop-status redirect of SPEC §2: while the shop is closed every path but
 * /maintenance goes to /maintenance; while it is open /maintenance goes to /.
 */
export function statusRedirect(state: ShopState, pathname: string): string | null {
  const onMaintenancePage = pathname.toLowerCase() === MAINTENANCE_PATH;
  if (state === 'open') return onMaintenancePage ? HOME_PATH : null;
  return onMaintenancePage ? null : MAINTENANCE_PATH;
}
