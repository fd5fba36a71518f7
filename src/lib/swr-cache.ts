/**
 * A single value kept in process with a time-to-live. A fresh value is served
 * as is; a stale one is served at once while one refresh runs in the background;
 * only the very first read waits for the loader.
 */
export type SwrCache<T> = {
  get(): Promise<T>;
  /** Forgets the kept value (tests, and a scenario switch). */
  clear(): void;
};

export function createSwrCache<T>(options: {
  ttlMs: number;
  load: () => Promise<T>;
  now?: () => number;
}): SwrCache<T> {
  const now = options.now ?? Date.now;
  let kept: { value: T; at: number } | undefined;
  let inFlight: Promise<T> | undefined;

  const refresh = (): Promise<T> => {
    inFlight ??= options
      .load()
      .then((value) => {
        kept = { value, at: now() };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return {
    get() {
      if (!kept) return refresh();
      if (now() - kept.at >= options.ttlMs) {
        refresh().catch(() => undefined);
      }
      return Promise.resolve(kept.value);
    },
    clear() {
      kept = undefined;
    },
  };
}
