/**
 * A bounded number of slots for work (renders, upstream waits, pictures),
 * with a bounded, fair line in front of them (docs/decisions/0084):
 *
 * - at most `concurrency` holders at once; the others wait;
 * - at most `maxWaiting` waiting; one more is refused at once (the caller
 *   sheds it: 503 with Retry-After), rather than queued without bound;
 * - one client (a client key) holds or waits for at most `maxPerClient`
 *   slots, so that it cannot fill the line alone;
 * - a free slot goes to the clients in turn (round robin), not to whoever
 *   queued most: a client behind another's burst waits for one of its
 *   entries, not for all of them;
 * - a waiter whose signal aborts (its client went away) leaves the line.
 *
 * p-limit and p-queue have the concurrency and the abort, but neither a
 * bound that refuses nor turns between clients.
 */
export type FairSlots = {
  /**
   * A slot for `client`: resolves with its release once one is free; null at
   * once when the line or the client's share is full; rejects with the
   * signal's reason if it aborts before then.
   */
  acquire(client: string, signal?: AbortSignal): Promise<() => void> | null;
  /** Slots held now. */
  readonly running: number;
  /** Entries waiting now. */
  readonly waiting: number;
};

export type FairSlotsOptions = { concurrency: number; maxWaiting: number; maxPerClient?: number };

type Waiter = { client: string; grant: (release: () => void) => void };

export function createFairSlots({ concurrency, maxWaiting, maxPerClient = Number.POSITIVE_INFINITY }: FairSlotsOptions): FairSlots {
  if (!(concurrency >= 1) || !(maxWaiting >= 0) || !(maxPerClient >= 1)) {
    throw new RangeError('fair slots need concurrency ≥ 1, maxWaiting ≥ 0 and maxPerClient ≥ 1');
  }
  /** Waiting entries by client; the map's order is the clients' turn. */
  const lines = new Map<string, Waiter[]>();
  /** Slots held or waited for, by client. */
  const shares = new Map<string, number>();
  let running = 0;
  let waiting = 0;

  const share = (client: string, change: number) => {
    const next = (shares.get(client) ?? 0) + change;
    if (next <= 0) shares.delete(client);
    else shares.set(client, next);
  };

  const releaser = (client: string) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      share(client, -1);
      next();
    };
  };

  /** Gives free slots to the clients in turn. */
  function next(): void {
    while (running < concurrency) {
      const first = lines.entries().next();
      if (first.done) return;
      const [client, line] = first.value;
      const waiter = line.shift()!;
      lines.delete(client);
      if (line.length > 0) lines.set(client, line);
      waiting -= 1;
      running += 1;
      waiter.grant(releaser(client));
    }
  }

  return {
    acquire(client, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if ((shares.get(client) ?? 0) >= maxPerClient) return null;
      if (running < concurrency && waiting === 0) {
        running += 1;
        share(client, 1);
        return Promise.resolve(releaser(client));
      }
      if (waiting >= maxWaiting) return null;
      share(client, 1);
      waiting += 1;
      return new Promise<() => void>((resolve, reject) => {
        const waiter: Waiter = {
          client,
          grant: (release) => {
            signal?.removeEventListener('abort', leave);
            resolve(release);
          },
        };
        function leave() {
          const line = lines.get(client);
          const index = line?.indexOf(waiter) ?? -1;
          if (!line || index === -1) return;
          line.splice(index, 1);
          if (line.length === 0) lines.delete(client);
          waiting -= 1;
          share(client, -1);
          reject(signal?.reason);
        }
        signal?.addEventListener('abort', leave, { once: true });
        const line = lines.get(client);
        if (line) line.push(waiter);
        else lines.set(client, [waiter]);
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting;
    },
  };
}
