'use client';

import { useEffect } from 'react';
import { showToast } from '@/ui/toast/toast-store';
import { retryTarget } from './retry-target';

/** Loads the page the offline page stands in for, or says the device is still offline. */
function retry(stillOffline: string): void {
  if (!navigator.onLine) {
    showToast(stillOffline, { color: 'error' });
    return;
  }
  window.location.assign(
    retryTarget(new URLSearchParams(window.location.search).get('from'), window.location),
  );
}

/**
 * The offline page's retry, by itself too once the device is back online.
 * Its text comes from the page, so that the offline feature's messages stay
 * out of the code every page loads.
 */
export function RetryButton({ label, stillOffline }: { label: string; stillOffline: string }) {
  useEffect(() => {
    const onOnline = () => retry(stillOffline);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [stillOffline]);
  return (
    <button type="button" className="button" onClick={() => retry(stillOffline)}>
      {label}
    </button>
  );
}
