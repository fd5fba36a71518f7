import { isStaleDeployError, shouldReload } from './reload-guard';
import { isOffline } from '@/lib/browser/connection';
import { RELOAD_GUARD_KEY } from '@/lib/browser/storage-keys';

function readLastReload(): number | null {
  try {
    const raw = sessionStorage.getItem(RELOAD_GUARD_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/**
 * Reload the page once for a stale deploy; log and stay when the guard says
 * no. Offline a chunk fails for want of a connection, not for a deploy: the
 * page stays (its part says it could not load), and no reload is spent.
 */
export function reloadForStaleDeploy(reason: unknown): void {
  if (isOffline()) {
    console.warn('[stale-deploy] offline: not reloading', reason);
    return;
  }
  const now = Date.now();
  if (!shouldReload(readLastReload(), now)) {
    console.error('[stale-deploy] a chunk failed to load again within 10 s; not reloading', reason);
    return;
  }
  console.warn('[stale-deploy] a chunk failed to load after a deploy; reloading once', reason);
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold: do not risk a loop.
    return;
  }
  window.location.reload();
}

/**
 * Waku's page script reloads on the first failed part of each build too,
 * with no offline check, and its listener comes first (it is registered
 * before our code loads; the browser runs a target's listeners in the order
 * they were added). It stands aside once the build's one retry is marked as
 * spent under its own key: once our code runs, our rule decides (the offline
 * case, the 10 s guard). A failure of the entry itself, before this runs,
 * stays Waku's to handle (docs/decisions/0022).
 */
const WAKU_RETRY_KEY = 'waku:preload-error-build-id';

export function installReloadOnStaleDeploy(): void {
  const buildId = import.meta.env.WAKU_BUILD_ID as string | undefined;
  try {
    if (buildId) sessionStorage.setItem(WAKU_RETRY_KEY, buildId);
  } catch {
    // Without storage Waku's own listener does nothing either.
  }
  // Vite's loader dispatches the failure, then (not prevented) rejects the import with it, so
  // the part that asked sees it (its error state, or its own fallback). Left unhandled, the same
  // error would come back as a rejection: it is decided here once.
  const decided = new WeakSet<object>();
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === 'object' && payload !== null) decided.add(payload);
    reloadForStaleDeploy(payload);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const { reason } = event as PromiseRejectionEvent & { reason: unknown };
    if (typeof reason === 'object' && reason !== null && decided.has(reason)) return;
    if (isStaleDeployError(reason)) reloadForStaleDeploy(reason);
  });
}
