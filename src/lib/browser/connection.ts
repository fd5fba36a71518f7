/**
 * Whether the browser knows it has no connection at all (navigator.onLine is
 * false: no network, or the device offline). Where it cannot tell, and on the
 * server, false: a call then fails as it would, with its own message.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
