/**
 * A single value kept in process with a time-to-live, never older than the
 * TTL when it is served (unless its source fails):
 *
 * - fresh (younger than the TTL): served as is; in the last quarter of its
 *   life a read also starts a refresh in the background, so that a busy
 *   process rarely makes anyone wait;
 * - older than the TTL: the read waits for the refresh — however quiet the
 *   process was, nobody is served a value older than the TTL plus one load;
 * - one load at a time, shared by every reader that waits for it;
 * - a failed load falls back to the kept value, which is kept for another
 *   TTL (so a failing source is asked once per TTL, not on every read); with
 *   nothing kept, `fallback(error)` is kept instead when given, else the read
 *   rejects and the next read tries again.
 *
 * With `serveStale`, a value older than the TTL is served at once while the
 * refresh runs in the background: for values where age costs nothing but a
 * wait would (the sitemap's crawl, the category tree), never for the shop's
 * status.
 */
export type SwrCache<T> = {
  get(): Promise<T>;
  /** Forgets the kept value (tests, and a scenario switch). */
  clear(): void;
};

/** The share of the TTL after which a read refreshes in the background. */
const REFRESH_AHEAD = 0.75;

export function createSwrCache<T>(options: {
  ttlMs: number;
  load: () => Promise<T>;
  now?: () => number;
  /** The value kept for a TTL when a load fails with nothing kept. */
  fallback?: (error: unknown) => T;
  /** Serve a value older than the TTL at once and refresh it in the background. */
  serveStale?: boolean;
}): SwrCache<T> {
  const now = options.now ?? Date.now;
  let kept: { value: T; at: number } | undefined;
  let inFlight: Promise<T> | undefined;

  const refresh = (): Promise<T> => {
    inFlight ??= options
      .load()
      .then(
        (value) => {
          kept = { value, at: now() };
          return value;
        },
        (error: unknown) => {
          if (!kept && !options.fallback) throw error;
          const value = kept ? kept.value : (options.fallback as (error: unknown) => T)(error);
          kept = { value, at: now() };
          return value;
        },
      )
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return {
    get() {
      if (!kept) return refresh();
      const age = now() - kept.at;
      if (age >= options.ttlMs && !options.serveStale) return refresh();
      if (age >= options.ttlMs * REFRESH_AHEAD) refresh().catch(() => undefined);
      return Promise.resolve(kept.value);
    },
    clear() {
      kept = undefined;
    },
  };
}
