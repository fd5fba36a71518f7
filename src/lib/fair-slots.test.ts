import { describe, expect, it } from 'vitest';
import { createFairSlots } from './fair-slots';

/** Lets settled promises' callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fair slots', () => {
  it('holds at most `concurrency`, lines up at most `maxWaiting`, and refuses the next at once', async () => {
    const slots = createFairSlots({ concurrency: 2, maxWaiting: 3 });
    const held = [slots.acquire('a'), slots.acquire('b')];
    const lined = [slots.acquire('c'), slots.acquire('d'), slots.acquire('e')];
    expect(slots.acquire('f')).toBeNull();
    expect([slots.running, slots.waiting]).toEqual([2, 3]);
    const release = await held[0]!;
    release();
    release();
    await settle();
    expect([slots.running, slots.waiting]).toEqual([2, 2]);
    expect(lined.every((entry) => entry !== null)).toBe(true);
  });

  it('gives free slots to the clients in turn: one client’s burst does not hold another back behind all of it', async () => {
    const slots = createFairSlots({ concurrency: 1, maxWaiting: 100 });
    const order: string[] = [];
    const first = await slots.acquire('burst')!;
    const entries = [
      ...Array.from({ length: 5 }, () => ['burst', slots.acquire('burst')!] as const),
      ['shopper', slots.acquire('shopper')!] as const,
    ];
    for (const [client, entry] of entries) void entry.then((release) => (order.push(client), release()));
    first();
    await settle();
    expect(order.slice(0, 2)).toEqual(['burst', 'shopper']);
    expect(order).toHaveLength(6);
  });

  it('lets one client hold or wait for at most its share', async () => {
    const slots = createFairSlots({ concurrency: 1, maxWaiting: 10, maxPerClient: 3 });
    const own = [slots.acquire('a'), slots.acquire('a'), slots.acquire('a')];
    expect(own.every((entry) => entry !== null)).toBe(true);
    expect(slots.acquire('a')).toBeNull();
    expect(slots.acquire('b')).not.toBeNull();
    (await own[0]!)();
    await settle();
    expect(slots.acquire('a')).not.toBeNull();
  });

  it('drops a waiter whose client went away, and gives its turn to the next', async () => {
    const slots = createFairSlots({ concurrency: 1, maxWaiting: 10, maxPerClient: 2 });
    const release = await slots.acquire('a')!;
    const gone = new AbortController();
    const abandoned = slots.acquire('b', gone.signal)!;
    const next = slots.acquire('c')!;
    gone.abort(new Error('client closed'));
    await expect(abandoned).rejects.toThrow('client closed');
    expect(slots.waiting).toBe(1);
    release();
    await expect(next).resolves.toBeTypeOf('function');
    expect(slots.running).toBe(1);
    // Its share is back: b may line up twice again.
    expect([slots.acquire('b'), slots.acquire('b')].every((entry) => entry !== null)).toBe(true);
  });

  it('refuses a signal that has already aborted', async () => {
    const slots = createFairSlots({ concurrency: 1, maxWaiting: 1 });
    await expect(slots.acquire('a', AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    expect(slots.running).toBe(0);
  });
});
