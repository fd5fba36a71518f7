import { setTimeout as delay } from 'node:timers/promises';

/**
 * How long the fixture shop waits before it answers, to stand in for a shop
 * API on a real network (SHOP_FIXTURE_LATENCY_MS, `shop replay --latency`).
 *
 * A plan is a comma-separated list of entries, each `[PATH=]MS[~JITTER]`:
 *
 * - `100`: every answer waits 100 ms;
 * - `100~20`: every answer waits between 80 and 120 ms (uniformly);
 * - `100,/api/shop/products/reviews/*=3000`: the reviews call waits 3 s, the
 *   rest 100 ms. A PATH is a path of the shop, `*` standing for one segment;
 *   the first entry whose PATH matches decides, the entry without one serves
 *   every other path (none: no wait).
 */
export type LatencyRule = {
  /** Segments to match, `*` for any one; null: every path. */
  segments: readonly string[] | null;
  ms: number;
  jitterMs: number;
};

export type LatencyPlan = { rules: readonly LatencyRule[] };

/** The longest wait an entry may ask for: two minutes, as SHOP_API_TIMEOUT_MS. */
export const MAX_LATENCY_MS = 120_000;

const ENTRY = /^(?:(\/[^\s=,]*)=)?(\d{1,6})(?:~(\d{1,6}))?$/;

export const NO_LATENCY: LatencyPlan = { rules: [] };

/** Reads a plan; a malformed one throws an Error that says what is wrong with which entry. */
export function parseLatency(spec: string): LatencyPlan {
  const text = spec.trim();
  if (text === '' || text === '0') return NO_LATENCY;
  const rules: LatencyRule[] = [];
  let fallback: LatencyRule | null = null;
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    const match = ENTRY.exec(entry);
    if (!match) {
      throw new Error(
        `latency entry "${entry}" is not [PATH=]MS[~JITTER], e.g. 100, 100~20 or /api/shop/products/reviews/*=3000`,
      );
    }
    const [, path, msText, jitterText] = match;
    const ms = Number(msText);
    const jitterMs = Number(jitterText ?? 0);
    if (ms > MAX_LATENCY_MS)
      throw new Error(`latency entry "${entry}": at most ${MAX_LATENCY_MS} ms`);
    if (jitterMs > ms)
      throw new Error(`latency entry "${entry}": the jitter cannot exceed the latency`);
    if (path === undefined) {
      if (fallback) throw new Error(`latency "${text}" has two entries without a path`);
      fallback = { segments: null, ms, jitterMs };
    } else {
      rules.push({ segments: path.split('/').filter(Boolean), ms, jitterMs });
    }
  }
  return { rules: fallback ? [...rules, fallback] : rules };
}

function matches(rule: LatencyRule, segments: readonly string[]): boolean {
  if (!rule.segments) return true;
  return (
    rule.segments.length === segments.length &&
    rule.segments.every((part, index) => part === '*' || part === segments[index])
  );
}

/** The wait before answering `pathname`, in ms (0 when no entry applies). */
export function latencyOf(
  plan: LatencyPlan,
  pathname: string,
  random: () => number = Math.random,
): number {
  const segments = pathname.split('/').filter(Boolean);
  const rule = plan.rules.find((candidate) => matches(candidate, segments));
  if (!rule) return 0;
  return Math.max(0, Math.round(rule.ms + (random() * 2 - 1) * rule.jitterMs));
}

/** Waits as the plan says for `pathname`, plus `extraMs` (the `slow` scenario's delay). */
export async function waitBeforeAnswer(
  plan: LatencyPlan,
  pathname: string,
  extraMs = 0,
): Promise<void> {
  const wait = latencyOf(plan, pathname) + extraMs;
  if (wait > 0) await delay(wait);
}
