import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { isOffline } from '@/lib/browser/connection';
import { KEPT_PAYLOAD_MESSAGE } from '@/lib/offline/offline-caches';
import { REACHABILITY_CHECK } from '@/lib/offline/web-app';
import { OFFLINE_MESSAGE } from '@/ui/offline-message';
import { showToast } from '@/ui/toast/toast-store';
import { OFFLINE_BANNER } from './messages';
import { navigated } from '@/lib/browser/navigated';

/** While the banner shows, how often the page asks whether the storefront can be reached again. */
const RECHECK_MS = 15_000;

/**
 * Whether the storefront answers, asked the way the refresh will go: through
 * the worker, to the network.
 */
function reachable(): Promise<boolean> {
  return fetch(REACHABILITY_CHECK.path, {
    method: REACHABILITY_CHECK.method,
    cache: 'no-store',
  }).then(
    (answer) => answer.ok,
    () => false,
  );
}

/**
 * A plain form (the header's search, the listing's filters) would leave the
 * page for one that cannot load: offline it stays, with what was typed, and
 * says why. Forms of our own (useSubmit) have said so already and prevented it.
 */
function keepFormsOffline(event: SubmitEvent): void {
  if (event.defaultPrevented || !isOffline()) return;
  event.preventDefault();
  showToast(OFFLINE_MESSAGE, { color: 'error' });
}

/**
 * The banner of the offline support (docs/decisions/0090), part of
 * ./OfflineExtras.tsx: shown while the device is offline or the route on
 * screen was answered with the copy kept on the device (`keptPath`: the
 * route the document was, if it was; the worker tells of later ones). Once
 * the storefront answers again (the browser says it is online, or the check
 * every RECHECK_MS succeeds), it goes and the page is fetched again where it
 * stands.
 */
export function OfflineBanner({ keptPath }: { keptPath: string | null }) {
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const [online, setOnline] = useState(() => navigator.onLine);
  const [keptPaths, setKeptPaths] = useState<ReadonlySet<string>>(
    () => new Set(keptPath === null ? [] : [keptPath]),
  );
  const shown = !online || keptPaths.has(router.path);

  const refresh = () => {
    setOnline(true);
    setKeptPaths(new Set());
    // Waku 1.0's router fetches nothing for a push or replace to the route on screen; its reload
    // does (and scrolls to the top, which it has no option against).
    void navigated(routerRef.current.reload());
  };
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    const onOnline = () => void reachable().then((yes) => yes && refreshRef.current());
    const onOffline = () => setOnline(false);
    const onMessage = ({ data }: MessageEvent<{ type?: unknown; path?: unknown } | null>) => {
      const path = data?.type === KEPT_PAYLOAD_MESSAGE ? data.path : null;
      if (typeof path === 'string')
        setKeptPaths((paths) => (paths.has(path) ? paths : new Set([...paths, path])));
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.addEventListener('submit', keepFormsOffline);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('submit', keepFormsOffline);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);

  // A browser does not always say when the connection is back (a page loaded
  // offline may never hear 'online'): while the banner shows, ask now and then.
  useEffect(() => {
    if (!shown) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible')
        void reachable().then((yes) => yes && refreshRef.current());
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [shown]);

  return shown ? <p className="offline-status__banner">{OFFLINE_BANNER}</p> : null;
}
