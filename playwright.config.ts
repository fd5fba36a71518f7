import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the production build (built by `npm run test:e2e`
 * before Playwright starts), in Debian's Chromium.
 *
 * - port 8181: the storefront on the embedded fixture shop;
 * - port 4010: a fixture shop on its own, whose scenario tests switch;
 * - port 8182: the storefront in front of it (short shop-data TTL).
 */
export const STOREFRONT = 'http://127.0.0.1:8181';
export const REPLAY = 'http://127.0.0.1:4010';
export const STOREFRONT_ON_REPLAY = 'http://127.0.0.1:8182';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: STOREFRONT,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: 'node dist/serve-node.js',
      url: `${STOREFRONT}/healthz`,
      env: { PORT: '8181', HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx scripts/fixture-server.ts --port 4010',
      url: `${REPLAY}/api/shop/get-data`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node dist/serve-node.js',
      url: `${STOREFRONT_ON_REPLAY}/healthz`,
      env: {
        PORT: '8182',
        HOST: '127.0.0.1',
        SHOP_API_URL: REPLAY,
        SHOP_IMAGE_BASE_URL: `${REPLAY}/media/`,
        SHOP_DATA_TTL_MS: '300',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
