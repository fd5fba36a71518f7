// `npm run test:e2e`: the build if it is stale, then the browser suite in two runs
// (docs/decisions/0015): the journeys and the shop states, then hardening and
// operations. In playwright.config.ts the later two depend on the first two, so
// that a plain `npx playwright test` never loads the machine under the journeys;
// a dependency that fails would skip them, so here each run goes whatever the
// other's result, and every failure is reported. With `--project` among the
// arguments, Playwright runs just as asked.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

const args = process.argv.slice(2);
buildIfNeeded();

function playwright(extra) {
  const result = spawnSync('npx', ['playwright', 'test', ...extra, ...args], { stdio: 'inherit' });
  return result.status ?? 1;
}

if (args.some((arg) => arg.startsWith('--project'))) process.exit(playwright([]));
// Each run keeps its failures' artefacts in a folder of its own: the second would empty the first's.
const first = playwright(['--project=shop-states', '--project=journeys', '--output=test-results/journeys-and-shop-states']);
const second = playwright(['--project=hardening', '--project=operations', '--no-deps', '--output=test-results/hardening-and-operations']);
process.exit(first || second);
