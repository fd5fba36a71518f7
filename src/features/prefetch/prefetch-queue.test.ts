import { describe, expect, it } from 'vitest';
import { createPrefetchQueue } from './prefetch-queue';

/** A queue whose fetches are held until the test lets them finish. */
function harness(concurrency = 2, inViewLimit = 3) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const queue = createPrefetchQueue({
    concurrency,
    inViewLimit,
    start: (path) => {
      started.push(path);
      return new Promise<void>((resolve) => finish.set(path, resolve));
    },
  });
  const done = async (path: string) => {
    finish.get(path)?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { queue, started, done };
}

describe('the fetch-ahead line', () => {
  it('fetches a few at a time, the next when one finishes', async () => {
    const { queue, started, done } = harness(2);
    for (const path of ['/a', '/b', '/c']) queue.want(path);
    expect(started).toEqual(['/a', '/b']);
    await done('/a');
    expect(started).toEqual(['/a', '/b', '/c']);
  });

  it('fetches each path once', async () => {
    const { queue, started, done } = harness(2);
    queue.want('/a');
    await done('/a');
    queue.want('/a');
    queue.want('/a', true);
    expect(started).toEqual(['/a']);
  });

  it('takes only so many links that came into view, but every hover or touch', () => {
    const { queue, started } = harness(10, 2);
    for (const path of ['/a', '/b', '/c', '/d']) queue.want(path);
    queue.want('/hovered', true);
    expect(started).toEqual(['/a', '/b', '/hovered']);
  });

  it('puts a hover or touch before the links waiting in view', async () => {
    const { queue, started, done } = harness(1, 10);
    for (const path of ['/a', '/b', '/c']) queue.want(path);
    queue.want('/c', true);
    queue.want('/touched', true);
    await done('/a');
    expect(started).toEqual(['/a', '/touched']);
    await done('/touched');
    expect(started).toEqual(['/a', '/touched', '/c']);
  });

  it('goes on after a fetch that failed', async () => {
    const started: string[] = [];
    const queue = createPrefetchQueue({
      concurrency: 1,
      inViewLimit: 10,
      start: async (path) => {
        started.push(path);
        throw new Error('offline');
      },
    });
    queue.want('/a');
    queue.want('/b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['/a', '/b']);
  });

  it('starts nothing once stopped (the page was left)', async () => {
    const { queue, started, done } = harness(1);
    queue.want('/a');
    queue.want('/b');
    queue.stop();
    await done('/a');
    queue.want('/c', true);
    expect(started).toEqual(['/a']);
  });
});
