/** One page load's main thread after its first paint, from the load's trace (scripts/bench/main-thread.ts). */

/** A trace event, the few fields read here. */
export type TraceEvent = {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid?: number;
  tid?: number;
};

/** A task longer than this blocks input for the rest (Long Tasks API, Lighthouse). */
const LONG_TASK_MS = 50;

/**
 * One load's main thread from its trace: the tasks of the thread that had the
 * first contentful paint (the renderer's main thread), from the paint on; a
 * task running across the paint counts from the paint, as Lighthouse counts
 * it. Null when the load painted nothing.
 */
export function mainThreadOf(
  events: readonly TraceEvent[],
): { blockingMs: number; busyMs: number; longestMs: number } | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const ms = (us: number) => us / 1000;
  const tasks = events.flatMap((event) => {
    const dur = event.dur ?? 0;
    if (event.name !== 'RunTask' || event.ph !== 'X') return [];
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ts + dur <= paint.ts) return [];
    const counted = event.ts + dur - Math.max(event.ts, paint.ts);
    // The thread's own time, in the share of the task that is counted.
    return [{ wall: ms(counted), own: ms(((event.tdur ?? dur) * counted) / (dur || 1)) }];
  });
  return {
    blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.wall - LONG_TASK_MS), 0),
    busyMs: tasks.reduce((sum, task) => sum + task.own, 0),
    longestMs: Math.max(0, ...tasks.map((task) => task.wall)),
  };
}
