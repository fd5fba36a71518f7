import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_PREFIX } from '@/lib/offline/offline-caches';
import { processSingleton } from '../runtime/process-singleton';

/**
 * The script served at /sw.js (docs/decisions/0090): this build's worker, or,
 * with SHOP_SERVICE_WORKER=off, one that takes its place and removes itself.
 */

/**
 * Written by `npm run build` (scripts/build-service-worker.ts), beside Waku's
 * own output and read from the same place.
 */
const BUILT_WORKER = path.join('dist', 'service-worker.js');

/** This build's worker; null when there is none (`waku dev`, or a build from before the worker). */
export function builtWorkerScript(): Promise<string | null> {
  return processSingleton('__builtWorkerScript', () =>
    readFile(path.resolve(BUILT_WORKER), 'utf8').catch(() => null),
  );
}

/**
 * The kill switch. A browser compares /sw.js with its worker on every page
 * load; this one differs, so it installs at once, deletes every cache the
 * storefront made and unregisters: the next page load reaches the network with
 * no worker in between. Pages no longer register a worker meanwhile.
 *
 * All of it at installation, not at activation: a new worker activates only
 * once the old one has no event in flight, and a page at work through it put
 * that off past 20 s on a loaded machine (the kill switch's browser test),
 * while the old worker went on answering from the caches. The unregistration
 * is not awaited: the browser runs it after this installation, whose end it
 * would otherwise wait for.
 */
export const UNREGISTERING_WORKER = `// The storefront's service worker is turned off (SHOP_SERVICE_WORKER=off).
self.addEventListener('install', (event) => {
  void self.registration.unregister();
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((name) => name.startsWith(${JSON.stringify(CACHE_PREFIX)})).map((name) => caches.delete(name))),
    ),
  );
});
`;

/**
 * A worker fetches only from its own origin and loads no other script; its
 * policy is the one in its script's answer.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'";
