import { describe, expect, it } from 'vitest';
import { latestWins, type Settled } from './latest-wins';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * latestWins over a send whose answers the test releases one by one:
 * `sent` the requests in order, `settled` each outcome with its key,
 * `answer` releases one (null: accepted, else the failure's message) and lets it settle.
 */
function harness(same?: (a: number, b: number) => boolean) {
  const sent: Array<{ key: string; value: number; answer: (message: string | null) => void }> = [];
  const settled: Array<[string, Settled<number>]> = [];
  const sync = latestWins<string, number>({
    send: (key, value) =>
      new Promise<string | null>((resolve) => sent.push({ key, value, answer: resolve })),
    onSettled: (key, outcome) => settled.push([key, outcome]),
    ...(same ? { same } : {}),
  });
  const answer = async (index: number, message: string | null = null) => {
    sent[index]?.answer(message);
    await tick();
  };
  return { sent, settled, sync, answer, values: () => sent.map((request) => request.value) };
}

describe('latestWins', () => {
  it('sends one request at a time per key, and then only the newest wish', async () => {
    const { answer, settled, sync, values } = harness();
    sync.want('a', 2, 1);
    sync.want('a', 3, 1);
    sync.want('a', 4, 1);
    expect(values()).toEqual([2]);
    expect(sync.pending('a')).toBe(true);

    await answer(0);
    expect(values()).toEqual([2, 4]);
    await answer(1);

    expect(settled).toEqual([['a', { ok: true, value: 4 }]]);
    expect(sync.pending('a')).toBe(false);
    expect(sync.idle()).toBe(true);
  });

  it('keeps keys independent', async () => {
    const { sent, answer, sync } = harness();
    sync.want('a', 1, 0);
    sync.want('b', 5, 0);
    expect(sent.map((request) => `${request.key}=${request.value}`)).toEqual(['a=1', 'b=5']);
    await answer(1);
    expect(sync.idle()).toBe(false);
    await answer(0);
    expect(sync.idle()).toBe(true);
  });

  it('sends nothing for a wish equal to the known value', () => {
    const { sent, sync } = harness();
    sync.want('a', 3, 3);
    expect(sent).toEqual([]);
    expect(sync.idle()).toBe(true);
  });

  it('stops at a failure, drops the waiting wish and reports the last accepted value', async () => {
    const { answer, settled, sync, values } = harness();
    sync.want('a', 2, 1);
    sync.want('a', 3, 1);
    await answer(0);
    sync.want('a', 5, 1);
    await answer(1, 'boom');
    expect(values()).toEqual([2, 3]);
    expect(settled).toEqual([['a', { ok: false, confirmed: 2, failed: 5, message: 'boom' }]]);
    expect(sync.idle()).toBe(true);
  });

  it('a wish that returns to the value in flight still waits for that request, then sends it back', async () => {
    const { answer, settled, sync, values } = harness();
    sync.want('a', 2, 1);
    sync.want('a', 1, 1);
    await answer(0);
    expect(values()).toEqual([2, 1]);
    await answer(1);
    expect(settled).toEqual([['a', { ok: true, value: 1 }]]);
  });

  it('compares with the given sameness', () => {
    const { sent, sync } = harness((a, b) => Math.max(a, 0) === Math.max(b, 0));
    sync.want('a', -3, 0);
    expect(sent).toEqual([]);
  });
});
