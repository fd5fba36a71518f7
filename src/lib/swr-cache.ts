/**
 * A single value kept in process with a time-to-live. A fresh value is served
 * as is; once it is older than the TTL, the next read waits for one refresh
 * (shared by every reader), so a value is never served older than the TTL
 * plus one load, however quiet the process was: a shared cache in front may
 * keep what that read answered for its own lifetime (issue 16). When the
 * refresh fails, the last value is served and kept for another TTL; with none
 * kept, the read rejects and the next one tries again.
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
      .then(
        (value) => {
          kept = { value, at: now() };
          return value;
        },
        (error: unknown) => {
          // A failing source keeps the last value for another TTL (asked once a TTL).
          if (!kept) throw error;
          kept = { value: kept.value, at: now() };
          return kept.value;
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
      if (now() - kept.at >= options.ttlMs) return refresh();
      return Promise.resolve(kept.value);
    },
    clear() {
      kept = undefined;
    },
  };
}
