import { isStaleDeployError, shouldReload } from './reload-guard';
import { isOffline } from '@/lib/connection';
import { RELOAD_GUARD_KEY } from '@/lib/storage-keys';

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

export function installReloadOnStaleDeploy(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadForStaleDeploy((event as Event & { payload?: unknown }).payload);
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isStaleDeployError(event.reason)) reloadForStaleDeploy(event.reason);
  });
}
