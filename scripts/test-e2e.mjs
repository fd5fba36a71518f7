// `npm run test:e2e`: the build if it is stale, then the browser suite in two runs
// (docs/decisions/0015): the journeys and the shop states, then hardening and
// operations. In playwright.config.ts the later two depend on the first two, so
// that a plain `npx playwright test` never loads the machine under the journeys;
// a dependency that fails would skip them, so here each run goes whatever the
// other's result, and every failure is reported. With `--project` among the
// arguments, Playwright runs just as asked.
//
// The end of a log is what a CI summary shows: the tests that failed in either run
// are listed again there, after the second run's report, each with the head of its
// error (lines cut short: a failed `toContain` prints the whole page).
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

const args = process.argv.slice(2);
buildIfNeeded();

/** How much of each failure's report the summary repeats. */
const ERROR_LINES = 16;
const LINE_CHARS = 240;

/** Runs Playwright, its output passed through as it comes; answers its exit code, the lines of failed tests and the head of each failure's report. */
function playwright(extra) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...extra, ...args], {
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    const failed = [];
    const reports = [];
    let report = null;
    let rest = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        // The list reporter marks a failed test's line with ✘, and reports each failure after the run under "  1) [project] › …".
        if (line.includes('✘')) failed.push(line.trim());
        if (/^\s+\d+\) \[/.test(line)) reports.push((report = []));
        else if (/^\s+\d+ (failed|flaky|passed|skipped|did not run)/.test(line)) report = null;
        if (report && report.length < ERROR_LINES && line.trim() !== '')
          report.push(line.slice(0, LINE_CHARS));
      }
    });
    child.on('close', (code) => resolve({ code: code ?? 1, failed, reports }));
  });
}

if (args.some((arg) => arg.startsWith('--project'))) process.exit((await playwright([])).code);
// Each run keeps its failures' artefacts in a folder of its own: the second would empty the first's.
const runs = [
  [
    'journeys and shop states',
    [
      '--project=shop-states',
      '--project=journeys',
      '--output=test-results/journeys-and-shop-states',
    ],
  ],
  [
    'hardening and operations',
    [
      '--project=hardening',
      '--project=operations',
      '--no-deps',
      '--output=test-results/hardening-and-operations',
    ],
  ],
];
let code = 0;
const failures = [];
for (const [name, extra] of runs) {
  const run = await playwright(extra);
  code ||= run.code;
  if (run.code !== 0)
    failures.push(
      `${name}: exit ${run.code}${run.failed.length ? '' : ' (no test marked failed: see its report above)'}`,
      ...run.failed.map((line) => `  ${line}`),
      ...run.reports.flatMap((lines) => ['', ...lines]),
    );
}
if (failures.length > 0) console.log(`\nBrowser tests that failed:\n${failures.join('\n')}`);
process.exit(code);
