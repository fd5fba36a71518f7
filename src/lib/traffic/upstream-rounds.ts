/**
 * One upstream call of a request: when it started (ms after the request came
 * in) and how long it took.
 */
export type TimedCall = { at: number; ms: number };

/**
 * How many upstream calls an answer waited for one after another before a
 * moment (its first byte): the longest chain of calls each started after the
 * one before it ended, among the calls that ended by `beforeMs`. Calls made
 * together count once; a call still running at that moment did not hold it.
 */
export function sequentialRounds(calls: readonly TimedCall[], beforeMs: number): number {
  const done = calls.filter((call) => call.at + call.ms <= beforeMs).sort((a, b) => a.at - b.at);
  const depths: number[] = [];
  done.forEach((call, index) => {
    let before = 0;
    for (let earlier = 0; earlier < index; earlier += 1) {
      const other = done[earlier]!;
      if (other.at + other.ms <= call.at) before = Math.max(before, depths[earlier]!);
    }
    depths.push(before + 1);
  });
  return Math.max(0, ...depths);
}
