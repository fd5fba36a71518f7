/**
 * A figure the bench could not measure, or measured on something other than
 * what it names (a login page under the profile's label, a WebP under AVIF's,
 * a load whose answers were errors). The run fails and says which; a missing
 * figure is never a zero that passes its budget.
 */
export class FigureError extends Error {
  override name = 'FigureError';
}

/** `value` as a figure, or a FigureError naming `what` when it is missing. */
export function required(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new FigureError(`${what}: not measured`);
  return value;
}

/** The value below which `p` per cent of the sorted figures lie; no figures at all fail the run. */
export function percentile(sorted: number[], p: number): number {
  return required(
    sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))],
    `p${p} of an empty list of figures`,
  );
}

/** The median of figures in any order, rounded to a whole number. */
export function median(values: number[]): number {
  return Math.round(
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    ),
  );
}

/** The counts of a load run (autocannon's) that tell whether its figures are of answers at all. */
export type LoadOutcome = { errors: number; timeouts: number; non2xx: number };

/** Fails unless every request of a load run was answered 2xx: the latency of failures is not a figure. */
export function checkAllAnswered(outcome: LoadOutcome, what: string): void {
  if (outcome.errors > 0 || outcome.timeouts > 0 || outcome.non2xx > 0) {
    throw new FigureError(
      `${what}: ${outcome.errors} errors, ${outcome.timeouts} timeouts, ${outcome.non2xx} answers other than 2xx`,
    );
  }
}
