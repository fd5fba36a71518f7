/**
 * Keeps a remote value per key in step with the newest wish, one request per
 * key at a time: while a request is out, newer wishes wait, and when it
 * returns only the newest one is sent. Fast repeated changes therefore never
 * reach the server out of order, and the values in between are skipped.
 *
 * A failed request drops the wishes still waiting for that key and reports the
 * last value the server accepted, so that the caller can roll back to it.
 */
export type Settled<V> =
  { ok: true; value: V } | { ok: false; confirmed: V; failed: V; message: string };

export type LatestWinsOptions<K, V> = {
  /**
   * Sends one value; resolves with null when accepted, else the failure's
   * message. Never rejects.
   */
  send: (key: K, value: V) => Promise<string | null>;
  /** Whether two values mean the same remote state (default: Object.is). */
  same?: (a: V, b: V) => boolean;
  /** Called once a key has no more wishes: its last request succeeded or failed. */
  onSettled: (key: K, outcome: Settled<V>) => void;
};

export type LatestWins<K, V> = {
  /**
   * Wants `value` for `key`; `current` is the remote value known now (used when
   * the key is not in flight).
   */
  want: (key: K, value: V, current: V) => void;
  /** Whether `key` has a request out or a wish waiting. */
  pending: (key: K) => boolean;
  /** Whether no key has a request out. */
  idle: () => boolean;
};

type Entry<V> = { confirmed: V; wanted: V };

export function latestWins<K, V>(options: LatestWinsOptions<K, V>): LatestWins<K, V> {
  const same = options.same ?? Object.is;
  const entries = new Map<K, Entry<V>>();

  async function drain(key: K, entry: Entry<V>): Promise<void> {
    while (!same(entry.wanted, entry.confirmed)) {
      const sending = entry.wanted;
      const message = await options.send(key, sending);
      if (message !== null) {
        entries.delete(key);
        options.onSettled(key, {
          ok: false,
          confirmed: entry.confirmed,
          failed: entry.wanted,
          message,
        });
        return;
      }
      entry.confirmed = sending;
    }
    entries.delete(key);
    options.onSettled(key, { ok: true, value: entry.confirmed });
  }

  return {
    want(key, value, current) {
      const running = entries.get(key);
      if (running) {
        running.wanted = value;
        return;
      }
      if (same(value, current)) return;
      const entry = { confirmed: current, wanted: value };
      entries.set(key, entry);
      void drain(key, entry);
    },
    pending: (key) => entries.has(key),
    idle: () => entries.size === 0,
  };
}
