import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { REPLAY, STOREFRONT, STOREFRONT_ON_REPLAY } from '../../../playwright.config';
import { restoreOpenShop, switchScenario, untilStorefrontOpen } from '../../support/browser/replay';

/**
 * The `shop` command against the production build (started by
 * playwright.config.ts): smoke in the default and maintenance scenarios,
 * health from the storefront's /healthz in every state.
 */
const BIN = fileURLToPath(new URL('../../../cli/bin/shop.mjs', import.meta.url));

type Run = { code: number; stdout: string; stderr: string };

function shop(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, NO_COLOR: '1' }, timeout: 170_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number((error as { code?: unknown }).code ?? 1) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

/** Waits until the storefront's /maintenance answer shows it sees the scenario. */
async function waitUntilStorefrontSees(open: boolean): Promise<void> {
  await expect
    .poll(
      async () =>
        (await fetch(`${STOREFRONT_ON_REPLAY}/maintenance`, { redirect: 'manual' })).status,
      { timeout: 20_000 },
    )
    .toBe(open ? 302 : 503);
}

test.describe.configure({ timeout: 180_000 });

test.afterAll(async () => {
  await restoreOpenShop();
});

test('smoke passes on the storefront with its embedded shop, with a table or one JSON document', async () => {
  const json = await shop('smoke', '--url', STOREFRONT, '--json');
  const report = JSON.parse(json.stdout);
  expect(
    report.failed,
    JSON.stringify(report.checks.filter((check: { pass: boolean }) => !check.pass)),
  ).toBe(0);
  expect(json.code).toBe(0);
  expect(report.checks.length).toBeGreaterThan(30);
  expect(
    report.checks.some((check: { name: string }) =>
      check.name.startsWith('GET /smoke-check-missing-'),
    ),
  ).toBe(true);
  const human = await shop('smoke', '--url', STOREFRONT);
  expect(human.code).toBe(0);
  expect(human.stdout).toMatch(/^result\s+phase\s+check/);
  expect(human.stdout).toMatch(/\d+ passed, 0 failed\n$/);
});

test('smoke with --api switches to maintenance and deactivated and back, and leaves the shop open', async () => {
  await switchScenario('default');
  await waitUntilStorefrontSees(true);
  const run = await shop(
    'smoke',
    '--url',
    STOREFRONT_ON_REPLAY,
    '--api',
    REPLAY,
    '--json',
    '--wait',
    '20s',
  );
  const report = JSON.parse(run.stdout);
  expect(
    report.failed,
    JSON.stringify(report.checks.filter((check: { pass: boolean }) => !check.pass)),
  ).toBe(0);
  expect(run.code).toBe(0);
  const phases = new Set(report.checks.map((check: { phase: string }) => check.phase));
  for (const phase of [
    'open',
    'notification',
    'maintenance',
    'deactivated',
    'reopened after maintenance',
    'reopened after deactivated',
  ]) {
    expect(phases.has(phase), phase).toBe(true);
  }
  expect(run.stderr).toContain('switching the replay server to maintenance');
  const data = await (await fetch(`${REPLAY}/api/shop/get-data`)).json();
  expect(data.value.isMaintenanceMode).toBe(false);
  // Its last check saw the shop deactivated, and /healthz reuses a check for a second: end once the storefront reports open.
  await untilStorefrontOpen();
});

test('smoke fails (exit 1) on a storefront in maintenance; health reads every state from /healthz', async () => {
  // From a known state, whatever ran before: the shop open, as the storefront sees it.
  await switchScenario('default');
  await untilStorefrontOpen();
  const open = await shop('health', '--url', STOREFRONT_ON_REPLAY, '--json');
  expect(open.code).toBe(0);
  expect(JSON.parse(open.stdout)).toMatchObject({
    state: 'open',
    source: 'healthz',
    upstream: { mode: 'remote', reachable: true },
  });

  await switchScenario('maintenance');
  await waitUntilStorefrontSees(false);
  const smoke = await shop('smoke', '--url', STOREFRONT_ON_REPLAY, '--json');
  expect(smoke.code).toBe(1);
  const failed = JSON.parse(smoke.stdout).checks.filter((check: { pass: boolean }) => !check.pass);
  expect(failed.some((check: { actual: string }) => check.actual.includes('/maintenance'))).toBe(
    true,
  );
  // /healthz may reuse the check made a moment ago while the shop was open (for up to a second).
  await expect
    .poll(async () => (await shop('health', '--url', STOREFRONT_ON_REPLAY)).code, {
      timeout: 10_000,
    })
    .toBe(2);
  const maintenance = await shop('health', '--url', STOREFRONT_ON_REPLAY);
  expect(maintenance.code).toBe(2);
  expect(maintenance.stdout).toMatch(
    /^maintenance: .*\/healthz in \d+ ms \(upstream remote, reachable/,
  );

  // /healthz reuses its upstream check for up to a second (HEALTH_CHECK_REUSE_MS): a switch shows within that.
  await switchScenario('deactivated');
  await expect
    .poll(async () => (await shop('health', '--url', STOREFRONT_ON_REPLAY)).code, {
      timeout: 10_000,
    })
    .toBe(3);

  await switchScenario('get-data-fails');
  await expect
    .poll(async () => (await shop('health', '--url', STOREFRONT_ON_REPLAY, '--json')).code, {
      timeout: 10_000,
    })
    .toBe(1);
  const failing = await shop('health', '--url', STOREFRONT_ON_REPLAY, '--json');
  expect(JSON.parse(failing.stdout).error).toContain('no usable shop data');
  await restoreOpenShop();
});
