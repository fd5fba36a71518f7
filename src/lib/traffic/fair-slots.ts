/**
 * A bounded number of slots for work (renders, upstream waits, pictures),
 * with a bounded, fair line in front of them (docs/decisions/0084):
 *
 * - at most `concurrency` holders at once; the others wait;
 * - at most `maxWaiting` waiting, rather than queued without bound: when the
 *   line is full, a newcomer takes the place of the newest entry of the
 *   client that holds or waits for the most (that entry is shed), provided
 *   that client has at least two more than the newcomer's; otherwise the
 *   newcomer is shed. One client alone may use every place; a second one
 *   still gets in line, however many the first has sent;
 * - one client (a client key) holds or waits for at most `maxPerClient`
 *   slots, if given;
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
   * A slot for `client`: resolves with its release once one is free, or
   * with null when it is shed (at once when the line or the client's share
   * is full, later when a newcomer takes its place); rejects with the
   * signal's reason if it aborts first.
   */
  acquire(client: string, signal?: AbortSignal): Promise<Release | null>;
  /** Slots held now. */
  readonly running: number;
  /** Entries waiting now. */
  readonly waiting: number;
};

/** Gives a slot back; only the first call counts. */
export type Release = () => void;

export type FairSlotsOptions = { concurrency: number; maxWaiting: number; maxPerClient?: number };

type Waiter = { client: string; grant: (release: Release | null) => void };

export function createFairSlots({
  concurrency,
  maxWaiting,
  maxPerClient = Number.POSITIVE_INFINITY,
}: FairSlotsOptions): FairSlots {
  if (!(concurrency >= 1) || !(maxWaiting >= 0) || !(maxPerClient >= 1)) {
    throw new RangeError('fair slots need concurrency ≥ 1, maxWaiting ≥ 0 and maxPerClient ≥ 1');
  }
  /** Waiting entries by client; the map's order is the clients' turn. */
  const lines = new Map<string, Waiter[]>();
  /** Slots held or waited for, by client. */
  const shares = new Map<string, number>();
  let running = 0;
  let waiting = 0;

  const shareOf = (client: string) => shares.get(client) ?? 0;
  const share = (client: string, change: number) => {
    const next = shareOf(client) + change;
    if (next <= 0) shares.delete(client);
    else shares.set(client, next);
  };

  const releaser = (client: string): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      share(client, -1);
      next();
    };
  };

  /** Takes `waiter` out of its client's line. */
  function leaveLine(waiter: Waiter): boolean {
    const line = lines.get(waiter.client);
    const index = line?.indexOf(waiter) ?? -1;
    if (!line || index === -1) return false;
    line.splice(index, 1);
    if (line.length === 0) lines.delete(waiter.client);
    waiting -= 1;
    share(waiter.client, -1);
    return true;
  }

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

  /**
   * Makes room in a full line for `client`: sheds the newest entry of the
   * client in line with the largest share, when that share is at least two
   * more than `client`'s (one more would only swap who is short). False when
   * no client in line has that much.
   */
  function pushOutFor(client: string): boolean {
    let heaviest: string | null = null;
    for (const each of lines.keys())
      if (heaviest === null || shareOf(each) > shareOf(heaviest)) heaviest = each;
    if (heaviest === null || shareOf(heaviest) < shareOf(client) + 2) return false;
    const newest = lines.get(heaviest)!.at(-1)!;
    leaveLine(newest);
    newest.grant(null);
    return true;
  }

  return {
    acquire(client, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (shareOf(client) >= maxPerClient) return Promise.resolve(null);
      if (running < concurrency && waiting === 0) {
        running += 1;
        share(client, 1);
        return Promise.resolve(releaser(client));
      }
      if (waiting >= maxWaiting && !pushOutFor(client)) return Promise.resolve(null);
      share(client, 1);
      waiting += 1;
      return new Promise<Release | null>((resolve, reject) => {
        const waiter: Waiter = {
          client,
          grant: (release) => {
            signal?.removeEventListener('abort', leave);
            resolve(release);
          },
        };
        function leave() {
          if (leaveLine(waiter)) reject(signal?.reason);
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
