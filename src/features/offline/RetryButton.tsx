'use client';

import { useEffect } from 'react';
import { safeRedirectTarget } from '@/features/session/redirect-target';
import { showToast } from '@/ui/toast/toast-store';
import { OFFLINE_MESSAGES } from './messages';

/** The page the offline page stands in for (its `from`), if it is one of ours; else home. */
function pageToTry(): string {
  return safeRedirectTarget(new URLSearchParams(window.location.search).get('from')) ?? '/';
}

function retry(): void {
  if (!navigator.onLine) {
    showToast(OFFLINE_MESSAGES.stillOffline, { color: 'error' });
    return;
  }
  window.location.assign(pageToTry());
}

/** The offline page's retry: loads the page it stands in for again; by itself once the device is back online. */
export function RetryButton() {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  return (
    <button type="button" className="button" onClick={retry}>
      {OFFLINE_MESSAGES.retry}
    </button>
  );
}
