'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { isOffline } from '@/lib/connection';
import { SERVICE_WORKER_PATH, WORKER_MESSAGES, type KeptAnswer } from '@/lib/offline-copies';
import { WEB_APP_MANIFEST_PATH } from '@/lib/web-app';
import { FORM_OFFLINE_MESSAGE } from '@/ui/form/submit-flow';
import { showToast } from '@/ui/toast/toast-store';
import { OFFLINE_MESSAGES } from './messages';

const NO_PATHS: ReadonlySet<string> = new Set();
/** While the banner shows, how often the page asks whether the storefront can be reached again. */
const RECHECK_MS = 15_000;

/** Registers the service worker once the page has loaded and the browser is idle: nothing on the first load's path. */
function registerWhenIdle(): () => void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return () => undefined;
  let cancelled = false;
  const register = () => {
    if (cancelled) return;
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => console.warn('[offline] no service worker:', error));
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
  };
}

/** Whether the storefront answers: a HEAD of the manifest, which the worker leaves to the network. */
function reachable(): Promise<boolean> {
  return fetch(WEB_APP_MANIFEST_PATH, { method: 'HEAD', cache: 'no-store' }).then(
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
  showToast(FORM_OFFLINE_MESSAGE, { color: 'error' });
}

/**
 * The page's half of the offline support (docs/decisions/0090): registers the
 * service worker (when SHOP_SERVICE_WORKER is on), and shows a banner while
 * the device is offline or the page on screen is a kept copy the worker
 * answered with. Once the storefront answers again (the browser says it is
 * online, or the check every RECHECK_MS succeeds, or the worker has the fresh
 * page after all), the banner goes and the page is fetched again where it stands.
 */
export function OfflineSupport({ serviceWorker }: { serviceWorker: boolean }) {
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const [online, setOnline] = useState(true);
  const [keptPaths, setKeptPaths] = useState(NO_PATHS);
  const bannerShown = !online || keptPaths.has(router.path);

  useEffect(() => (serviceWorker ? registerWhenIdle() : undefined), [serviceWorker]);

  const refresh = () => {
    setOnline(true);
    setKeptPaths(NO_PATHS);
    void routerRef.current.replace(`${location.pathname}${location.search}`, { scroll: false });
  };
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    const kept = (path: string, on: boolean) =>
      setKeptPaths((paths) => {
        if (paths.has(path) === on) return paths;
        const next = new Set(paths);
        if (on) next.add(path);
        else next.delete(path);
        return next;
      });
    const onOnline = () => void reachable().then((yes) => yes && refreshRef.current());
    const onOffline = () => setOnline(false);
    const onMessage = ({ data }: MessageEvent<{ type?: unknown; path?: unknown } | null>) => {
      if (typeof data?.path !== 'string') return;
      if (data.type === WORKER_MESSAGES.keptCopy) kept(data.path, true);
      if (data.type !== WORKER_MESSAGES.freshCopy) return;
      kept(data.path, false);
      if (data.path === routerRef.current.path) refreshRef.current();
    };
    setOnline(navigator.onLine);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.addEventListener('submit', keepFormsOffline);
    const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    workers?.addEventListener('message', onMessage);
    // Was this document itself a kept copy? Only the worker knows.
    if (workers?.controller) {
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }: MessageEvent<KeptAnswer>) => {
        if (data.fresh) refreshRef.current();
        else if (data.kept) kept(location.pathname, true);
      };
      workers.controller.postMessage({ type: WORKER_MESSAGES.askKept }, [channel.port2]);
    }
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('submit', keepFormsOffline);
      workers?.removeEventListener('message', onMessage);
    };
  }, []);

  // A browser does not always say when the connection is back (a page loaded
  // offline may never hear 'online'): while the banner shows, ask now and then.
  useEffect(() => {
    if (!bannerShown) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reachable().then((yes) => yes && refreshRef.current());
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [bannerShown]);

  const message = !online ? OFFLINE_MESSAGES.bannerOffline : bannerShown ? OFFLINE_MESSAGES.bannerKeptCopy : null;
  return (
    <div className="offline-status" role="status">
      {message ? <p className="offline-status__banner">{message}</p> : null}
    </div>
  );
}
