import 'server-only';

/**
 * One value per server process, made on first use and kept on `globalThis`
 * under `key` — the one way this code base keeps process-wide state (the
 * logger, metrics, connection pools, caches, the embedded fixture shop, the
 * drain flag).
 *
 * Why not a module-level variable: a module can be evaluated more than once in
 * one process — under `waku dev` each Vite environment (rsc, ssr) has module
 * instances of its own and an edit re-evaluates a module, and tests import the
 * same module through more than one path. A second instance would mean a second
 * logger, a second pool of sockets, a cache that misses what the other one kept,
 * or a fixture shop whose state the proxy and the server-side client no longer
 * share. `globalThis` is one per process. Tests reset a value by deleting its
 * key.
 *
 * A value that is replaced over time lives in a box (`{ current: … }`) made
 * here, so that the key itself is set only once.
 */
export function processSingleton<T>(key: `__${string}`, create: () => T): T {
  const holder = globalThis as unknown as Record<string, T | undefined>;
  const kept = holder[key];
  if (kept !== undefined) return kept;
  const made = create();
  holder[key] = made;
  return made;
}
