import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { notificationAlreadyRead } from './tests/support/browser/notification';
import { e2ePort } from './tests/support/servers/ports';

/**
 * Browser tests against the production build (built by `npm run test:e2e`
 * before Playwright starts), in Debian's Chromium. Ports from E2E_PORT
 * (default 8181), so that two checkouts can run their tests side by side:
 *
 * - E2E_PORT: the storefront on the embedded fixture shop;
 * - E2E_PORT + 1: the storefront in front of the fixture shop below (short shop-data TTL);
 * - E2E_PORT + 2: a fixture shop on its own, whose scenario tests switch
 *   (its `slow` scenario delays 10 s; the storefront in front gives up after 2 s);
 * - E2E_PORT + 5: the storefront on the fixture shop's `photos` scenario
 *   (camera-sized pictures), with its own image cache folder;
 * - E2E_PORT + 8: the storefront on the embedded fixture shop's `strict` dialect
 *   (fixtures/README.md), for the specs run against both dialects (tests/support/browser/shops.ts);
 * - E2E_PORT + 10 on: the servers specs start themselves, on the ports the `ports`
 *   fixture hands them (tests/support/browser/fixtures.ts): ten for each worker slot
 *   of each project, in the order of `projects` below (shop-states + 10 … + 29,
 *   journeys + 30 … + 49, hardening + 50 … + 69, operations + 70 … + 89 with two
 *   workers), so that no two specs that may run at once share one.
 *
 * The specs run in four projects (docs/decisions/0015). Playwright starts
 * `webServer` once for the whole run, whichever projects run: the five shared servers
 * above are started together, in a few seconds, for every run.
 */
export const STOREFRONT = `http://127.0.0.1:${e2ePort(0)}`;
export const STOREFRONT_ON_REPLAY = `http://127.0.0.1:${e2ePort(1)}`;
export const REPLAY = `http://127.0.0.1:${e2ePort(2)}`;
export const STOREFRONT_PHOTOS = `http://127.0.0.1:${e2ePort(5)}`;
export const STOREFRONT_STRICT = `http://127.0.0.1:${e2ePort(8)}`;

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** A production storefront of this build on `port` (E2E_PORT + n), with its settings. */
function storefront(port: number, env: Record<string, string> = {}) {
  return {
    command: 'node dist/serve-node.js',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: String(port), HOST: '127.0.0.1', ...env },
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

// Tiers (docs/decisions/0015). `journeys` and `shop-states` run together: the
// journeys side by side, each with shoppers of its own on the shared storefronts;
// the shop states one at a time, as they switch the one switchable fixture shop
// that the storefront at E2E_PORT + 1 stands in front of. `hardening` and
// `operations` follow, side by side, each one spec at a time: they load the machine
// (a load on the shared storefront, floods, picture bombs, a fleet under load). Each
// project runs the specs of its folder, tests/e2e/<name>.
const projects = [
  // First in the queue, so that it holds one worker from the start and the journeys
  // take the other (and both once it is done).
  { name: 'shop-states', workers: 1 },
  { name: 'journeys' },
  { name: 'hardening', workers: 1, dependencies: ['journeys', 'shop-states'] },
  { name: 'operations', workers: 1, dependencies: ['journeys', 'shop-states'] },
].map((project) => ({ ...project, testDir: `tests/e2e/${project.name}` }));

// Every spec in one project, by its folder: a spec anywhere else under tests/e2e would never run.
for (const entry of readdirSync('tests/e2e', { recursive: true, encoding: 'utf8' })) {
  const folder = entry.split(path.sep)[0];
  if (entry.endsWith('.spec.ts') && !projects.some((project) => project.name === folder))
    throw new Error(`tests/e2e/${entry} is in no project's folder: move it to tests/e2e/<project>`);
}

export default defineConfig({
  // Files run side by side where their project allows it; the tests of one file
  // run in order, in one worker (their servers and ports are the file's own).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: STOREFRONT,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    // The fixture shop's notification is read, so that its dialog does not cover
    // pages under test; tests/e2e/shop-states/notification.spec.ts starts without this.
    storageState: notificationAlreadyRead([
      STOREFRONT,
      STOREFRONT_ON_REPLAY,
      STOREFRONT_PHOTOS,
      STOREFRONT_STRICT,
    ]),
    launchOptions: chromium,
    trace: 'off',
    // The service worker would answer the other specs' requests (page.route never sees
    // what a worker answers) and keep their pages: it is blocked everywhere but in the
    // specs about it, which allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  projects,
  webServer: [
    storefront(e2ePort(0)),
    {
      command: `npx tsx scripts/fixture-server.ts --port ${e2ePort(2)} --slow-delay 10000`,
      url: `${REPLAY}/api/shop/get-data`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    storefront(e2ePort(1), {
      SHOP_API_URL: REPLAY,
      SHOP_IMAGE_BASE_URL: `${REPLAY}/media/`,
      SHOP_DATA_TTL_MS: '300',
      SHOP_API_TIMEOUT_MS: '2000',
    }),
    storefront(e2ePort(5), {
      SHOP_FIXTURES: 'photos',
      SHOP_IMAGE_CACHE_DIR: path.join(os.tmpdir(), `storefront-e2e-images-${e2ePort(5)}`),
    }),
    storefront(e2ePort(8), {
      SHOP_FIXTURES: 'strict',
      SHOP_IMAGE_CACHE_DIR: path.join(os.tmpdir(), `storefront-e2e-images-${e2ePort(8)}`),
    }),
  ],
});
