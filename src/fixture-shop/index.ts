import path from 'node:path';
import type { ShopContext } from './context';
import { DEFAULT_DIALECT, STRICT_DIALECT, dialectOf } from './dialect';
import { NO_LATENCY, waitBeforeAnswer, type LatencyPlan } from './latency';
import { loadMedia } from './media';
import { maskPhones } from './normalise';
import { createPhotoMedia } from './photos';
import { createRouter } from './router';
import { SCENARIOS, isScenario, scenarioOverride, type ScenarioName } from './scenarios';
import { loadSeed } from './seed';
import { createState, type FixtureDatabase } from './state';
import { strictSeed } from './strict-seed';
import { tokenSecret } from './tokens';

export { SCENARIOS } from './scenarios';

export type FixtureShopOptions = {
  /** One of SCENARIOS; 'default' when absent. */
  scenario?: string;
  /** Holds `default/*.json` (the seed) and `media/`; defaults to `<cwd>/fixtures`. */
  fixturesDir?: string;
  /**
   * Where the `photos` scenario keeps the photos it makes; defaults to
   * `<cwd>/.cache/fixture-photos` (gitignored).
   */
  photosDir?: string;
  now?: () => Date;
  /** The delay of the 'slow' scenario; 3000 ms when absent. */
  slowDelayMs?: number;
  /**
   * A wait before every answer, per path (SHOP_FIXTURE_LATENCY_MS, latency.ts);
   * none when absent.
   */
  latency?: LatencyPlan;
  /** Called once per request with `METHOD path status ms`; phone numbers are masked. */
  log?: (line: string) => void;
};

export type FixtureShop = {
  handle(req: Request): Promise<Response>;
  /** Throws on an unknown name. */
  setScenario(name: string): void;
  /**
   * Restores the seed state of both dialects: users, carts, favourites,
   * addresses, invoices, orders, reviews.
   */
  reset(): void;
  readonly scenario: string;
};

function checkedScenario(name: string): ScenarioName {
  if (!isScenario(name)) {
    throw new Error(
      `Unknown fixture shop scenario "${name}". Valid scenarios: ${SCENARIOS.join(', ')}`,
    );
  }
  return name;
}

/** An in-memory shop API with demo data, answering standard fetch Requests. */
export function createFixtureShop(options: FixtureShopOptions = {}): FixtureShop {
  const fixturesDir = options.fixturesDir ?? path.resolve(process.cwd(), 'fixtures');
  const now = options.now ?? (() => new Date());
  const slowDelayMs = options.slowDelayMs ?? 3000;
  const latency = options.latency ?? NO_LATENCY;
  let scenario = checkedScenario(options.scenario ?? 'default');
  const seed = loadSeed(path.join(fixturesDir, 'default'));
  // The strict dialect is another shop: its own data, derived from the seed, and its own state.
  const seeds = { default: seed, strict: strictSeed(seed) };
  const freshStates = (): Record<'default' | 'strict', FixtureDatabase> => ({
    default: createState(seeds.default, DEFAULT_DIALECT),
    strict: createState(seeds.strict, STRICT_DIALECT),
  });
  let states = freshStates();

  const ctx: ShopContext = {
    media: loadMedia(path.join(fixturesDir, 'media')),
    photos: createPhotoMedia(
      options.photosDir ?? path.resolve(process.cwd(), '.cache', 'fixture-photos'),
    ),
    secret: tokenSecret(),
    seed: () => seeds[dialectOf(scenario).name],
    state: () => states[dialectOf(scenario).name],
    scenario: () => scenario,
    dialect: () => dialectOf(scenario),
    now,
  };
  const router = createRouter(ctx);

  async function answer(request: Request, pathname: string): Promise<Response> {
    await waitBeforeAnswer(latency, pathname, scenario === 'slow' ? slowDelayMs : 0);
    const override = scenarioOverride(scenario, request.method, pathname);
    if (!override) return router.fetch(request);
    return request.method === 'HEAD' ? new Response(null, override) : override;
  }

  return {
    async handle(request) {
      const started = performance.now();
      const pathname = new URL(request.url).pathname;
      const response = await answer(request, pathname);
      const ms = Math.round(performance.now() - started);
      options.log?.(maskPhones(`${request.method} ${pathname} ${response.status} ${ms}ms`));
      return response;
    },
    setScenario(name) {
      scenario = checkedScenario(name);
    },
    reset() {
      states = freshStates();
    },
    get scenario() {
      return scenario;
    },
  };
}
