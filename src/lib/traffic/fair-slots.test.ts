import { describe, expect, it } from 'vitest';
import { createFairSlots, type Release } from './fair-slots';

/** Lets settled promises' callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What each entry has come to so far: 'held', 'shed' or 'waiting'. */
function watchEntries(entries: Array<Promise<Release | null>>): Array<'held' | 'shed' | 'waiting'> {
  const states: Array<'held' | 'shed' | 'waiting'> = entries.map(() => 'waiting');
  entries.forEach(
    (entry, index) => void entry.then((release) => (states[index] = release ? 'held' : 'shed')),
  );
  return states;
}

describe('fair slots', () => {
  it('holds at most `concurrency`, lines up at most `maxWaiting`, and sheds the next at once', async () => {
    const slots = createFairSlots({ concurrency: 2, maxWaiting: 3 });
    const held = [slots.acquire('a'), slots.acquire('b')];
    const lined = watchEntries([slots.acquire('c'), slots.acquire('d'), slots.acquire('e')]);
    await expect(slots.acquire('f')).resolves.toBeNull();
    expect([slots.running, slots.waiting]).toEqual([2, 3]);
    const release = (await held[0])!;
    release();
    release();
    await settle();
    expect([slots.running, slots.waiting]).toEqual([2, 2]);
    expect(lined).toEqual(['held', 'waiting', 'waiting']);
  });

  it('gives free slots to the clients in turn: one client’s burst does not hold another back behind all of it', async () => {
    const slots = createFairSlots({ concurrency: 1, maxWaiting: 100 });
    const order: string[] = [];
    const first = (await slots.acquire('burst'))!;
    const entries = [
      ...Array.from({ length: 5 }, () => ['burst', slots.acquire('burst')] as const),
      ['shopper', slots.acquire('shopper')] as const,
    ];
    for (const [client, entry] of entries)
      void entry.then((release) => (order.push(client), release!()));
    first();
    await settle();
    expect(order.slice(0, 2)).toEqual(['burst', 'shopper']);
    expect(order).toHaveLength(6);
  });

  it('lets one client alone take every slot and every place in line', async () => {
    const slots = createFairSlots({ concurrency: 2, maxWaiting: 3 });
    const entries = watchEntries(Array.from({ length: 6 }, () => slots.acquire('nat')));
    await settle();
    expect(entries).toEqual(['held', 'held', 'waiting', 'waiting', 'waiting', 'shed']);
    expect([slots.running, slots.waiting]).toEqual([2, 3]);
  });

  it('with the line full of one client’s entries, a newcomer takes the place of that client’s newest', async () => {
    const slots = createFairSlots({ concurrency: 2, maxWaiting: 3 });
    const entries = Array.from({ length: 5 }, () => slots.acquire('burst'));
    const burst = watchEntries(entries);
    const shopper = watchEntries([slots.acquire('shopper')]);
    await settle();
    expect([...burst, ...shopper]).toEqual([
      'held',
      'held',
      'waiting',
      'waiting',
      'shed',
      'waiting',
    ]);
    expect([slots.running, slots.waiting]).toEqual([2, 3]);
    // Clients in turn: the burst's next entry, then the shopper's, before the burst's last.
    (await entries[0])!();
    (await entries[1])!();
    await settle();
    expect([...burst, ...shopper]).toEqual(['held', 'held', 'held', 'waiting', 'shed', 'held']);
  });

  it('pushes out only a client with at least two more than the newcomer: equal shares are not swapped', async () => {
    const slots = createFairSlots({ concurrency: 1, maxWaiting: 2 });
    const a = watchEntries([slots.acquire('a'), slots.acquire('a')]);
    const b = watchEntries([slots.acquire('b')]);
    // a holds 2 (one running, one waiting), b 1: a newcomer with 1 already (b)
    // is shed, not swapped with a.
    const second = slots.acquire('b');
    await settle();
    await expect(second).resolves.toBeNull();
    expect([...a, ...b]).toEqual(['held', 'waiting', 'waiting']);
    // A client with none yet takes a's waiting place (2 ≥ 0 + 2).
    const c = watchEntries([slots.acquire('c')]);
    await settle();
    expect([...a, ...b, ...c]).toEqual(['held', 'shed', 'waiting', 'waiting']);
    expect([slots.running, slots.waiting]).toEqual([1, 2]);
  });

  it('lets one client hold or wait for at most its share, when given one', async () => {
    const slots = createFairSlots({ concurrency: 1, maxWaiting: 10, maxPerClient: 3 });
    const own = [slots.acquire('a'), slots.acquire('a'), slots.acquire('a')];
    await expect(slots.acquire('a')).resolves.toBeNull();
    const other = watchEntries([slots.acquire('b')]);
    (await own[0])!();
    await settle();
    expect(other).toEqual(['waiting']);
    expect(watchEntries([slots.acquire('a')])).toEqual(['waiting']);
    expect(slots.waiting).toBe(3);
  });

  it('drops a waiter whose client went away, and gives its turn to the next', async () => {
    const slots = createFairSlots({ concurrency: 1, maxWaiting: 10, maxPerClient: 2 });
    const release = (await slots.acquire('a'))!;
    const gone = new AbortController();
    const abandoned = slots.acquire('b', gone.signal);
    const next = slots.acquire('c');
    gone.abort(new Error('client closed'));
    await expect(abandoned).rejects.toThrow('client closed');
    expect(slots.waiting).toBe(1);
    release();
    await expect(next).resolves.toBeTypeOf('function');
    expect(slots.running).toBe(1);
    // Its share is back: b may line up twice again.
    const again = watchEntries([slots.acquire('b'), slots.acquire('b')]);
    await settle();
    expect(again).toEqual(['waiting', 'waiting']);
  });

  it('refuses a signal that has already aborted', async () => {
    const slots = createFairSlots({ concurrency: 1, maxWaiting: 1 });
    await expect(slots.acquire('a', AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    expect(slots.running).toBe(0);
  });
});
