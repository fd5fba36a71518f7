import * as v from 'valibot';
import { HEALTH_PATH } from '../../src/lib/routing/own-endpoints';
import { SHOP_STATES, shopStateOf } from '../../src/lib/shop-state';
import { apiBase, storefrontBase } from '../lib/args';
import { describeFailure } from '../lib/describe';
import { UsageError } from '../lib/exit-codes';
import { httpRequest, Unreachable } from '../lib/http';
import { HEALTH_STATES, type HealthState } from '../lib/health-states';
import { colourEnabled, formatMs, paint, printJson, printLine } from '../lib/output';
import { fetchShopData } from '../lib/shop-data';
import { API_SHOP_DATA_PATH } from '../../src/shop-api/api-paths';

export type HealthResult = {
  state: HealthState;
  /** 'healthz' for --url, 'get-data' for --api. */
  source: 'healthz' | 'get-data';
  target: string;
  /** Round trip of the check itself; null when nothing answered. */
  latencyMs: number | null;
  /** Why the state is unreachable (or a warning), else null. */
  error: string | null;
  /** The storefront's view of its shop API (only for --url). */
  upstream: {
    mode: string;
    reachable: boolean;
    shopDataOk: boolean;
    latencyMs: number;
    error: string | null;
  } | null;
  version: string | null;
  checkedAt: string;
  exitCode: number;
};

const healthzSchema = v.looseObject({
  shop: v.picklist(SHOP_STATES),
  upstream: v.looseObject({
    mode: v.string(),
    reachable: v.boolean(),
    shopDataOk: v.boolean(),
    latencyMs: v.number(),
    error: v.nullable(v.string()),
  }),
  version: v.string(),
});

function result(partial: Omit<HealthResult, 'checkedAt' | 'exitCode'>): HealthResult {
  return {
    ...partial,
    checkedAt: new Date().toISOString(),
    exitCode: HEALTH_STATES[partial.state].exitCode,
  };
}

/** Reads the storefront's /healthz. */
export async function checkHealthz(url: string, timeoutMs: number): Promise<HealthResult> {
  const target = `${storefrontBase(url)}${HEALTH_PATH}`;
  const base = { source: 'healthz' as const, target, upstream: null, version: null };
  let answer;
  try {
    answer = await httpRequest(target, { timeoutMs, headers: { accept: 'application/json' } });
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    return result({ ...base, state: 'unreachable', latencyMs: null, error: error.message });
  }
  const latencyMs = Math.round(answer.ms);
  let report: v.InferOutput<typeof healthzSchema> | null = null;
  try {
    const parsed = v.safeParse(healthzSchema, JSON.parse(answer.text));
    if (parsed.success) report = parsed.output;
  } catch {
    report = null;
  }
  if (answer.status === 503 && /"status":\s*"draining"/.test(answer.text)) {
    return result({
      ...base,
      state: 'unreachable',
      latencyMs,
      error: 'the storefront is draining (shutting down)',
    });
  }
  if (answer.status !== 200 || !report) {
    return result({
      ...base,
      state: 'unreachable',
      latencyMs,
      error: `HTTP ${answer.status} without a health report`,
    });
  }
  const { upstream } = report;
  const upstreamError = !upstream.reachable
    ? `the shop API is unreachable: ${upstream.error ?? 'no reason given'}`
    : !upstream.shopDataOk
      ? `the shop API gave no usable shop data: ${upstream.error ?? 'no reason given'}`
      : null;
  return result({
    ...base,
    state: upstreamError ? 'unreachable' : report.shop,
    latencyMs,
    error: upstreamError,
    upstream,
    version: report.version,
  });
}

/** Reads the shop API's get-data. */
export async function checkApi(url: string, timeoutMs: number): Promise<HealthResult> {
  const base = apiBase(url);
  const target = `${base}${API_SHOP_DATA_PATH}`;
  const started = performance.now();
  const answer = await fetchShopData(base, timeoutMs);
  const latencyMs = Math.round(performance.now() - started);
  const common = { source: 'get-data' as const, target, upstream: null, version: null };
  if (!answer.ok) {
    const nothingAnswered = answer.kind === 'network' || answer.kind === 'timeout';
    const error =
      answer.kind === 'timeout'
        ? `no answer within ${timeoutMs / 1000} s`
        : describeFailure(answer);
    return result({
      ...common,
      state: 'unreachable',
      latencyMs: nothingAnswered ? null : latencyMs,
      error,
    });
  }
  return result({ ...common, state: shopStateOf(answer.value), latencyMs, error: null });
}

/** The one line of text: state, target, time, and what the storefront says of its upstream. */
export function healthLine(health: HealthResult, colour = colourEnabled()): string {
  const state = paint(health.state, HEALTH_STATES[health.state].colour, colour);
  const time = health.latencyMs === null ? '' : ` in ${formatMs(health.latencyMs)}`;
  const parts: string[] = [];
  if (health.upstream) {
    const u = health.upstream;
    parts.push(
      `upstream ${u.mode}, ${u.reachable ? 'reachable' : 'unreachable'}, ${formatMs(u.latencyMs)}`,
    );
  }
  if (health.version) parts.push(`version ${health.version}`);
  const extra = parts.length ? ` (${parts.join('; ')})` : '';
  const error = health.error ? `: ${health.error}` : '';
  return `${state}: ${health.target}${time}${extra}${error}`;
}

export type HealthOptions = { url?: string; api?: string; timeout: number; json?: boolean };

export async function runHealth(options: HealthOptions): Promise<number> {
  if (options.url && options.api)
    throw new UsageError('give either --url (a storefront) or --api (a shop API), not both');
  if (!options.url && !options.api) throw new UsageError('give --url STOREFRONT or --api SHOP_API');
  const health = options.url
    ? await checkHealthz(options.url, options.timeout)
    : await checkApi(options.api ?? '', options.timeout);
  if (options.json) printJson(health);
  else printLine(healthLine(health));
  return health.exitCode;
}
