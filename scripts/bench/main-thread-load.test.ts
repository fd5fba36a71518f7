import { describe, expect, it } from 'vitest';
import { mainThreadOf, type TraceEvent } from './main-thread-load';

const MAIN = { pid: 7, tid: 1 };
const ms = (n: number) => n * 1000;

/** A load whose page painted at 1.5 s. */
function load(tasks: TraceEvent[]): TraceEvent[] {
  return [{ name: 'firstContentfulPaint', ts: ms(1500), ...MAIN }, ...tasks];
}

const task = (at: number, dur: number, own = dur, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: ms(at),
  dur: ms(dur),
  tdur: ms(own),
  ...thread,
});

describe('mainThreadOf', () => {
  it('sums the part over 50 ms of each main-thread task after the first paint', () => {
    const figures = mainThreadOf(
      load([task(1600, 120, 100), task(1800, 40), task(2000, 90, 90), task(1200, 30)]),
    );
    expect(figures).toEqual({
      blockingMs: 70 + 40,
      busyMs: 230,
      longestMs: 120,
    });
  });

  it('counts a task running across the paint from the paint on', () => {
    const figures = mainThreadOf(load([task(1400, 200, 100)]));
    expect(figures).toEqual({ blockingMs: 50, busyMs: 50, longestMs: 100 });
  });

  it('leaves out other threads and processes (workers, the browser, other frames)', () => {
    const figures = mainThreadOf(
      load([task(1600, 300, 300, { pid: 7, tid: 2 }), task(1600, 300, 300, { pid: 8, tid: 1 })]),
    );
    expect(figures).toEqual({ blockingMs: 0, busyMs: 0, longestMs: 0 });
  });

  it('is null for a load that never painted', () => {
    expect(mainThreadOf(load([]).filter((event) => event.name !== 'firstContentfulPaint'))).toBe(
      null,
    );
  });
});
