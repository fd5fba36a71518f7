/**
 * A line of paths to fetch ahead: each path once, at most `concurrency` at a
 * time, at most `inViewLimit` of those that only came into view; a hover or a
 * touch (`urgent`) goes to the front and is never refused.
 */
export type PrefetchQueue = {
  want(path: string, urgent?: boolean): void;
  /** Nothing more starts (the page is left); what runs finishes. */
  stop(): void;
};

export function createPrefetchQueue(options: {
  concurrency: number;
  inViewLimit: number;
  start: (path: string) => Promise<unknown>;
}): PrefetchQueue {
  const waiting: string[] = [];
  const taken = new Set<string>();
  let running = 0;
  let inView = 0;
  let stopped = false;

  function pump(): void {
    while (!stopped && running < options.concurrency && waiting.length > 0) {
      const path = waiting.shift() ?? '';
      running += 1;
      void options
        .start(path)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  }

  return {
    want(path, urgent = false) {
      if (stopped) return;
      if (taken.has(path)) {
        const at = waiting.indexOf(path);
        if (urgent && at > 0) waiting.unshift(...waiting.splice(at, 1));
        return;
      }
      if (!urgent && inView >= options.inViewLimit) return;
      taken.add(path);
      if (urgent) waiting.unshift(path);
      else {
        inView += 1;
        waiting.push(path);
      }
      pump();
    },
    stop() {
      stopped = true;
      waiting.length = 0;
    },
  };
}
