import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_PREFIX } from '@/lib/offline-caches';
import { processSingleton } from './process-singleton';

/**
 * The script served at /sw.js (docs/decisions/0090): this build's worker, or,
 * with SHOP_SERVICE_WORKER=off, one that takes its place and removes itself.
 */

/** Written by `npm run build` (scripts/build-service-worker.ts), beside Waku's own output and read from the same place. */
const BUILT_WORKER = path.join('dist', 'service-worker.js');

/** This build's worker; null when there is none (`waku dev`, or a build from before the worker). */
export function builtWorkerScript(): Promise<string | null> {
  return processSingleton('__builtWorkerScript', () => readFile(path.resolve(BUILT_WORKER), 'utf8').catch(() => null));
}

/**
 * The kill switch. A browser compares /sw.js with its worker on every page
 * load; this one differs, so it installs at once, takes over, deletes every
 * cache the storefront made, and unregisters: the next page load reaches the
 * network with no worker in between. Pages no longer register a worker meanwhile.
 */
export const UNREGISTERING_WORKER = `// The storefront's service worker is turned off (SHOP_SERVICE_WORKER=off).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(${JSON.stringify(CACHE_PREFIX)})).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
`;

/**
 * A worker fetches only from its own origin and loads no other script; its
 * policy is the one in its script's answer.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'";
