/**
 * Logout's clearing of what the service worker kept on this device
 * (docs/decisions/0090): the pages and pictures, which tell what was looked
 * at. The worker owns its caches and deletes them when asked; on its own, so
 * that the session code every page loads carries only the asking.
 */
export const FORGET_BROWSING_MESSAGE = 'storefront:forget-browsing';

/**
 * Asks the active worker, if there is one, to delete the kept pages and
 * pictures (the build's own files stay).
 */
export function forgetBrowsing(): void {
  if (typeof navigator === 'undefined') return;
  navigator.serviceWorker?.ready
    .then((registration) => registration.active?.postMessage(FORGET_BROWSING_MESSAGE))
    .catch((error: unknown) => console.warn('The kept pages could not be cleared.', error));
}
