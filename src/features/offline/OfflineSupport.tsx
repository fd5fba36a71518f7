'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { keptDocument } from './kept-document';

/**
 * The code that has something to do only offline, on a kept copy, or once the
 * shopper is at the page.
 */
const OfflineExtras = lazy(() => import('./OfflineExtras').catch(() => ({ default: () => null })));

/** The device going offline, or a shopper at the page: a finger, a scroll, the pointer or a key. */
const WAKE = ['offline', 'touchstart', 'scroll', 'pointerdown', 'mouseover', 'keydown'];

/**
 * The page's half of the app-like shop (docs/decisions/0090), in the root
 * layout, and as little as can be on a page's first load: it waits until the
 * device is offline, the document is the worker's kept copy, or the shopper
 * first touches, scrolls, points or types, and then brings in
 * ./OfflineExtras.tsx (the banner, the service worker's registration,
 * fetching ahead). A kept copy wakes it at once: a browser may call itself
 * online while nothing answers (a dead network, a captive portal, Chromium's
 * own offline emulation), and the shopper must still be told the page may be old.
 */
export function OfflineSupport({ serviceWorker }: { serviceWorker: boolean }) {
  /** Undefined until then; then what woke it (null: the page loaded offline or as a kept copy). */
  const [woken, setWoken] = useState<EventTarget | null>();

  useEffect(() => {
    if (!navigator.onLine || keptDocument() !== null) {
      setWoken(null);
      return;
    }
    const wake = (event: Event) => {
      for (const type of WAKE) removeEventListener(type, wake, true);
      setWoken(event.target);
    };
    for (const type of WAKE) addEventListener(type, wake, { capture: true, passive: true });
    return () => {
      for (const type of WAKE) removeEventListener(type, wake, true);
    };
  }, []);

  return (
    <div className="offline-status" role="status">
      {woken === undefined ? null : (
        <Suspense fallback={null}>
          <OfflineExtras serviceWorker={serviceWorker} first={woken} />
        </Suspense>
      )}
    </div>
  );
}
