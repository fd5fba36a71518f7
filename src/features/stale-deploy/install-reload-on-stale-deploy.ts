import { buildIsGone, isStaleDeployError, shouldReload } from './reload-guard';
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
 * This build's entry file: this module is in it (the client entry imports it),
 * and the entry carries the build's id (a hash of its inputs, scripts/build-id.ts),
 * so a build of other sources has an entry of another name (docs/decisions/0103).
 */
const THIS_BUILD = import.meta.url;

/**
 * The status the server answers for this build's entry file; null when no
 * answer came. The service worker passes a HEAD on, and a query of its own
 * keeps every cache on the way from answering for the server: the browser's,
 * and a caching proxy's (the shipped nginx keeps hashed files for a year).
 */
function askForThisBuild(): Promise<number | null> {
  const url = new URL(THIS_BUILD);
  url.searchParams.set('deploy-check', String(Date.now()));
  return fetch(url.href, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => answer.status,
    () => null,
  );
}

/** The check on its way: parts that fail together are one question and at most one reload. */
let checking: Promise<void> | null = null;

/**
 * Reload the page once for a stale deploy; log and stay when it is none or
 * the guard says no. A chunk that failed is a deploy only when the server no
 * longer has this build (buildIsGone): on a poor line, or while the shopper
 * leaves for another page (Safari's engine fails the loads on their way, and a
 * reload then would take them back), the part says it could not load and the
 * page stays. Offline nothing is asked and no reload is spent.
 */
export function reloadForStaleDeploy(reason: unknown): Promise<void> {
  if (isOffline()) {
    console.warn('[stale-deploy] offline: not reloading', reason);
    return Promise.resolve();
  }
  checking ??= reloadIfBuildGone(reason).finally(() => {
    checking = null;
  });
  return checking;
}

async function reloadIfBuildGone(reason: unknown): Promise<void> {
  const status = await askForThisBuild();
  if (!buildIsGone(status)) {
    const answer = status === null ? 'no answer' : `${status}`;
    console.warn(
      `[stale-deploy] a chunk failed to load, but no deploy replaced this build (its entry: ${answer}); not reloading`,
      reason,
    );
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
    void reloadForStaleDeploy(payload);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const { reason } = event as PromiseRejectionEvent & { reason: unknown };
    if (typeof reason === 'object' && reason !== null && decided.has(reason)) return;
    if (isStaleDeployError(reason)) void reloadForStaleDeploy(reason);
  });
}
