import 'server-only';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createFixtureShop, SCENARIOS, type FixtureShop } from '@/fixture-shop';
import { ConfigError, serverConfig } from '../settings/config';
import { logger } from '../observe/logger';
import { processSingleton } from '../runtime/process-singleton';

/**
 * The embedded fixture shop that answers /api/shop/* in this process when
 * SHOP_API_URL is unset. One instance per process, so the proxy and the
 * server-side API client see the same state.
 */
export function embeddedShop(): FixtureShop {
  return processSingleton('__embeddedShop', () => create(serverConfig().fixtures));
}

function create(fixtures: string): FixtureShop {
  const { fixtureLog, fixtureLatency: latency } = serverConfig();
  const log = fixtureLog ? (line: string) => logger().info(`[fixture-shop] ${line}`) : undefined;
  if (SCENARIOS.includes(fixtures)) return createFixtureShop({ scenario: fixtures, log, latency });
  const folder = path.resolve(fixtures);
  if (existsSync(folder) && statSync(folder).isDirectory()) {
    // A folder holding default/ and media/ (the layout of fixtures/).
    const root = path.basename(folder) === 'default' ? path.dirname(folder) : folder;
    return createFixtureShop({ fixturesDir: root, log, latency });
  }
  throw new ConfigError(
    `Invalid environment: SHOP_FIXTURES must be one of ${SCENARIOS.join(', ')} or a folder (got ${JSON.stringify(fixtures)})`,
  );
}
