import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createFixtureShop, type FixtureShop } from '../../src/fixture-shop/index';
import { NO_LATENCY, type LatencyPlan } from '../../src/fixture-shop/latency';
import { isRecordedDir } from '../fixtures/format';
import { createRecordedShop } from '../fixtures/recorded-shop';
import { UsageError } from '../lib/exit-codes';
import { startReplayServer } from '../replay-server';
import { untilStopped } from '../lib/signals';

export const SEED_FIXTURES = fileURLToPath(new URL('../../fixtures', import.meta.url));

export type ReplayOptions = {
  scenario: string;
  fixtures?: string;
  port: number;
  host: string;
  latency?: LatencyPlan;
};

const logLine = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);

/** The shop a --fixtures folder holds: a seed layout (default/ + media/) or recorded fixtures (requests/). */
export function openFixtures(
  dir: string | undefined,
  scenario: string,
  latency: LatencyPlan = NO_LATENCY,
): { shop: FixtureShop; description: string } {
  const folder = dir ?? SEED_FIXTURES;
  const seedRoot = path.basename(folder) === 'default' ? path.dirname(folder) : folder;
  try {
    if (existsSync(path.join(seedRoot, 'default'))) {
      const shop = createFixtureShop({ fixturesDir: seedRoot, scenario, latency, log: logLine });
      return { shop, description: `fixture shop from ${seedRoot}` };
    }
    if (isRecordedDir(folder)) {
      const shop = createRecordedShop({ dir: folder, scenario, latency, log: logLine });
      return { shop, description: `${shop.size} recorded fixtures from ${folder}` };
    }
  } catch (error) {
    throw new UsageError(`--fixtures ${folder}: ${(error as Error).message.split('\n')[0]}`);
  }
  throw new UsageError(
    `--fixtures ${folder} holds neither default/ (seed data) nor requests/ (recorded fixtures)`,
  );
}

export async function runReplay(options: ReplayOptions): Promise<number> {
  const { shop, description } = openFixtures(options.fixtures, options.scenario, options.latency);
  let server;
  try {
    server = await startReplayServer({
      shop,
      port: options.port,
      host: options.host,
      log: logLine,
    });
  } catch (error) {
    process.stderr.write(
      `shop: cannot listen on ${options.host}:${options.port}: ${(error as Error).message}\n`,
    );
    return 1;
  }
  // Listening for signals before announcing readiness, so that a stop right after the line is clean.
  const stopped = untilStopped();
  process.stdout.write(`Replaying ${description} (scenario ${shop.scenario}) on ${server.url}\n`);
  await stopped;
  await server.close();
  return 0;
}
