import { HEALTH_PATH } from '../../src/lib/routing/own-endpoints';
import {
  HOME_PATH,
  LOGIN_PATH,
  MAINTENANCE_PATH,
  PRODUCT_PATH_PREFIX,
  PRODUCT_PATTERN,
} from '../../src/lib/routing/route-paths';
import { GUARDED_PATTERNS, ROUTE_PATTERNS, type RoutePattern } from '../../src/lib/routing/routes';
import { CLOSED_STATES } from '../../src/lib/shop-state';
import { apiBase, storefrontBase } from '../lib/args';
import { httpRequest, redirectTarget, Unreachable, type HttpAnswer } from '../lib/http';
import { paint, printLine, printReport, progress, table } from '../lib/output';
import { cliShopApi, fetchShopData } from '../lib/shop-data';
import { notificationReport } from './notification';
import { API_SHOP_DATA_PATH } from '../../src/shop-api/api-paths';

export type SmokeCheck = {
  phase: string;
  name: string;
  expected: string;
  actual: string;
  pass: boolean;
};

export type SmokeReport = {
  url: string;
  api: string | null;
  reachable: boolean;
  passed: number;
  failed: number;
  checks: SmokeCheck[];
  error: string | null;
  exitCode: number;
};

/** The auth guard's routes (SPEC §4): without a token they may redirect to /Login. */
const PROTECTED: ReadonlySet<RoutePattern> = new Set(GUARDED_PATTERNS);

type Sample = { productCode: string; productTitle: string; categoryId: string };

type Context = {
  base: string;
  timeoutMs: number;
  sample: Sample;
  checks: SmokeCheck[];
};

function concretePath(pattern: RoutePattern, sample: Sample): string {
  return pattern
    .replace(
      '{id}',
      pattern === PRODUCT_PATTERN
        ? encodeURIComponent(sample.productCode)
        : encodeURIComponent(sample.categoryId),
    )
    .replace('{title}', encodeURIComponent(sample.productTitle.trim().replace(/\s+/g, '-') || 'x'));
}

/** The same path with its literal segments in upper case (parameters kept). */
function otherCasing(pattern: RoutePattern, path: string): string {
  const patternParts = pattern.split('/');
  return path
    .split('/')
    .map((part, index) => (patternParts[index]?.startsWith('{') ? part : part.toUpperCase()))
    .join('/');
}

/** A real product and category from the storefront's own API proxy; the fixture shop's when none is found. */
async function discoverSample(base: string, timeoutMs: number): Promise<Sample> {
  const sample: Sample = { productCode: 'BK-1001', productTitle: 'x', categoryId: '10' };
  const api = cliShopApi(base, timeoutMs);
  const [products, categories] = await Promise.all([
    api.getProducts({ page: 1, size: 1 }),
    api.getCategories(),
  ]);
  const product = products.ok ? products.value.items[0] : undefined;
  if (product?.code) {
    sample.productCode = product.code;
    sample.productTitle = product.title ?? 'x';
  }
  if (categories.ok)
    sample.categoryId = String(categories.value.children[0]?.id ?? categories.value.id);
  return sample;
}

/** A path as people read it: percent-encoding decoded where it is valid. */
function shown(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function describe(answer: HttpAnswer, requested: string): string {
  const target = redirectTarget(answer, requested);
  return target ? `${answer.status} → ${shown(target)}` : String(answer.status);
}

async function get(
  ctx: Context,
  path: string,
): Promise<{ answer: HttpAnswer | null; actual: string; url: string }> {
  const url = `${ctx.base}${path}`;
  try {
    const answer = await httpRequest(url, { timeoutMs: ctx.timeoutMs });
    return { answer, actual: describe(answer, url), url };
  } catch (error) {
    return { answer: null, actual: `no answer: ${(error as Error).message}`, url };
  }
}

function record(ctx: Context, check: SmokeCheck): void {
  ctx.checks.push(check);
}

const pathOf = (target: string | null) => (target ? (target.split('?')[0] ?? '') : null);

/** Every route while the shop is open. */
async function openRouteChecks(ctx: Context, phase: string): Promise<void> {
  for (const pattern of ROUTE_PATTERNS) {
    const path = concretePath(pattern, ctx.sample);
    const { answer, actual, url } = await get(ctx, path);
    const target = answer ? redirectTarget(answer, url) : null;
    let expected = '200';
    let pass = answer?.status === 200;
    if (pattern === MAINTENANCE_PATH) {
      expected = `3xx → ${HOME_PATH}`;
      pass = target === HOME_PATH;
    } else if (PROTECTED.has(pattern)) {
      expected = `200, or 3xx → ${LOGIN_PATH}?redirect=…`;
      pass = pass || pathOf(target)?.toLowerCase() === LOGIN_PATH.toLowerCase();
    } else if (pattern === PRODUCT_PATTERN) {
      expected = `200, or 3xx → ${PRODUCT_PATH_PREFIX}{code}/…`;
      pass =
        pass ||
        Boolean(
          target
            ?.toLowerCase()
            .startsWith(
              `${PRODUCT_PATH_PREFIX}${encodeURIComponent(ctx.sample.productCode)}/`.toLowerCase(),
            ),
        );
    }
    record(ctx, { phase, name: `GET ${shown(path)}`, expected, actual, pass });
  }
}

async function casingChecks(ctx: Context, phase: string): Promise<void> {
  for (const pattern of ROUTE_PATTERNS) {
    if (pattern === HOME_PATH) continue;
    const canonical = concretePath(pattern, ctx.sample);
    const path = otherCasing(pattern, canonical);
    const { answer, actual, url } = await get(ctx, path);
    const target = answer ? redirectTarget(answer, url) : null;
    record(ctx, {
      phase,
      name: `GET ${shown(path)}`,
      expected: `301 → ${shown(canonical)}`,
      actual,
      pass: answer?.status === 301 && target === canonical,
    });
  }
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');

async function notFoundCheck(ctx: Context, phase: string): Promise<void> {
  const path = `/smoke-check-missing-${Date.now().toString(36)}`;
  const { answer, actual } = await get(ctx, path);
  const message = `Page Not Found: ${path}`;
  const hasMessage = Boolean(answer && textOf(answer.text).includes(message));
  record(ctx, {
    phase,
    name: `GET ${shown(path)}`,
    expected: `404 with '${message}'`,
    actual: answer
      ? `${actual}${hasMessage ? ' with the message' : ' without the message'}`
      : actual,
    pass: answer?.status === 404 && hasMessage,
  });
}

async function healthzCheck(ctx: Context, phase: string): Promise<void> {
  const { answer, actual } = await get(ctx, HEALTH_PATH);
  let shop: string | null = null;
  try {
    shop = answer ? ((JSON.parse(answer.text) as { shop?: string }).shop ?? null) : null;
  } catch {
    shop = null;
  }
  const noStore = answer?.headers.get('cache-control')?.includes('no-store') ?? false;
  record(ctx, {
    phase,
    name: `GET ${HEALTH_PATH}`,
    expected: '200 JSON report, no-store',
    actual: answer
      ? `${actual}${shop ? ` shop=${shop}` : ' no report'}${noStore ? ', no-store' : ', cacheable'}`
      : actual,
    pass: answer?.status === 200 && shop !== null && noStore,
  });
}

async function closedRouteChecks(ctx: Context, phase: string): Promise<void> {
  for (const pattern of ROUTE_PATTERNS) {
    const path = concretePath(pattern, ctx.sample);
    const { answer, actual, url } = await get(ctx, path);
    if (pattern === MAINTENANCE_PATH) {
      const retryAfter = answer?.headers.get('retry-after');
      record(ctx, {
        phase,
        name: `GET ${shown(path)}`,
        expected: '503',
        actual: retryAfter ? `${actual}, Retry-After ${retryAfter}` : actual,
        pass: answer?.status === 503,
      });
      continue;
    }
    const target = answer ? redirectTarget(answer, url) : null;
    record(ctx, {
      phase,
      name: `GET ${shown(path)}`,
      expected: `3xx → ${MAINTENANCE_PATH}`,
      actual,
      pass: target === MAINTENANCE_PATH,
    });
  }
  const health = await get(ctx, HEALTH_PATH);
  record(ctx, {
    phase,
    name: `GET ${HEALTH_PATH}`,
    expected: '200 (never redirected)',
    actual: health.actual,
    pass: health.answer?.status === 200,
  });
}

async function switchScenario(
  api: string,
  name: string,
  timeoutMs: number,
): Promise<string | null> {
  try {
    const answer = await httpRequest(`${api}/__fixtures/scenario`, {
      method: 'POST',
      body: { name },
      timeoutMs,
    });
    return answer.status === 200 ? null : `HTTP ${answer.status} ${answer.text.slice(0, 120)}`;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Polls `path` until it redirects to `location` (or stops redirecting when null), within `waitMs`. */
async function waitForRedirect(
  ctx: Context,
  path: string,
  location: string | null,
  waitMs: number,
): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { answer, url } = await get(ctx, path);
    const target = answer ? redirectTarget(answer, url) : null;
    if (answer && target === location) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function scenarioPhase(
  ctx: Context,
  api: string,
  scenario: string,
  waitMs: number,
  probe: { path: string; location: string | null },
  checks: (phase: string) => Promise<void>,
): Promise<void> {
  const phase = scenario === 'default' ? 'reopened' : scenario;
  progress(`smoke: switching the replay server to ${scenario}…`);
  const switchError = await switchScenario(api, scenario, ctx.timeoutMs);
  record(ctx, {
    phase,
    name: `POST /__fixtures/scenario ${scenario}`,
    expected: '200',
    actual: switchError ?? '200',
    pass: switchError === null,
  });
  if (switchError) return;
  progress(`smoke: waiting up to ${waitMs / 1000} s for the storefront to see ${scenario}…`);
  const started = Date.now();
  const seen = await waitForRedirect(ctx, probe.path, probe.location, waitMs);
  record(ctx, {
    phase,
    name: `storefront sees ${scenario}`,
    expected: `GET ${probe.path} ${probe.location ? `→ ${probe.location}` : 'not redirected'} within ${waitMs / 1000} s`,
    actual: seen ? `after ${((Date.now() - started) / 1000).toFixed(1)} s` : 'not within the wait',
    pass: seen,
  });
  if (seen) await checks(phase);
}

async function notificationChecks(ctx: Context, api: string): Promise<void> {
  const phase = 'notification';
  const now = new Date();
  const [fromApi, viaStorefront] = await Promise.all([
    fetchShopData(api, ctx.timeoutMs),
    fetchShopData(ctx.base, ctx.timeoutMs),
  ]);
  if (!fromApi.ok) {
    record(ctx, {
      phase,
      name: 'API get-data',
      expected: 'shop data',
      actual: fromApi.message,
      pass: false,
    });
    return;
  }
  const decision = notificationReport(fromApi.value, now, [], `${api}${API_SHOP_DATA_PATH}`);
  const summary = decision.show
    ? `show (${decision.rule}, ${decision.id}, ${decision.remainingText} left)`
    : `hide (${decision.rule}${decision.id ? `, ${decision.id}` : ''})`;
  record(ctx, {
    phase,
    name: 'decision from the API get-data (SPEC §5)',
    expected: 'decided',
    actual: summary,
    pass: true,
  });
  if (!viaStorefront.ok) {
    record(ctx, {
      phase,
      name: 'same decision via the storefront',
      expected: summary,
      actual: viaStorefront.message,
      pass: false,
    });
    return;
  }
  const storefront = notificationReport(
    viaStorefront.value,
    now,
    [],
    `${ctx.base}${API_SHOP_DATA_PATH}`,
  );
  const same = storefront.rule === decision.rule && storefront.id === decision.id;
  record(ctx, {
    phase,
    name: 'same decision via the storefront /api/shop proxy',
    expected: `${decision.rule} ${decision.id ?? ''}`.trim(),
    actual: `${storefront.rule} ${storefront.id ?? ''}`.trim(),
    pass: same,
  });
}

export type SmokeOptions = {
  url: string;
  api?: string;
  timeout: number;
  wait: number;
  json?: boolean;
};

export async function smoke(options: SmokeOptions): Promise<SmokeReport> {
  const base = storefrontBase(options.url);
  const api = options.api ? apiBase(options.api) : null;
  const report = (checks: SmokeCheck[], reachable: boolean, error: string | null): SmokeReport => {
    const failed = checks.filter((check) => !check.pass).length;
    return {
      url: base,
      api,
      reachable,
      passed: checks.length - failed,
      failed,
      checks,
      error,
      exitCode: !reachable ? 2 : failed > 0 ? 1 : 0,
    };
  };
  try {
    await httpRequest(`${base}${HEALTH_PATH}`, { timeoutMs: options.timeout });
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    return report([], false, `${base} cannot be reached: ${error.message}`);
  }
  const ctx: Context = {
    base,
    timeoutMs: options.timeout,
    sample: await discoverSample(base, options.timeout),
    checks: [],
  };
  progress(
    `smoke: checking ${base} (product ${ctx.sample.productCode}, category ${ctx.sample.categoryId})…`,
  );
  await openRouteChecks(ctx, 'open');
  await casingChecks(ctx, 'open');
  await notFoundCheck(ctx, 'open');
  await healthzCheck(ctx, 'open');
  if (api) {
    await notificationChecks(ctx, api);
    try {
      for (const scenario of CLOSED_STATES) {
        await scenarioPhase(
          ctx,
          api,
          scenario,
          options.wait,
          { path: HOME_PATH, location: MAINTENANCE_PATH },
          (phase) => closedRouteChecks(ctx, phase),
        );
        await scenarioPhase(
          ctx,
          api,
          'default',
          options.wait,
          { path: MAINTENANCE_PATH, location: HOME_PATH },
          (phase) => openRouteChecks(ctx, `${phase} after ${scenario}`),
        );
      }
    } finally {
      await switchScenario(api, 'default', options.timeout);
    }
  }
  return report(ctx.checks, true, null);
}

export async function runSmoke(options: SmokeOptions): Promise<number> {
  return printReport(await smoke(options), options.json, (result, colour) => {
    const rows = result.checks.map((check) => [
      check.pass ? paint('pass', 'green', colour) : paint('FAIL', 'red', colour),
      check.phase,
      check.name,
      check.expected,
      check.actual,
    ]);
    printLine(table(rows, ['result', 'phase', 'check', 'expected', 'got']));
    const summary = `${result.passed} passed, ${result.failed} failed`;
    printLine(result.failed ? paint(summary, 'red', colour) : paint(summary, 'green', colour));
  });
}
