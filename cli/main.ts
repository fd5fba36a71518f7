import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import {
  HAR_MAX_ENTRIES,
  HAR_MAX_FILE_BYTES,
  HAR_MAX_WRITTEN_BYTES,
} from './commands/import-har-limits';
import * as parse from './lib/args';
import { EXIT_USAGE, UsageError } from './lib/exit-codes';
import { healthExitCodeHelp } from './lib/health-states';
import { formatMegabytes } from './lib/output';

/**
 * `shop`: replay and record API fixtures, smoke-check a deployment, health
 * checks for operators, a contract check of a shop API, notification rule checks. Each command's module is
 * imported only when it runs, so that start-up and --help stay fast.
 */

const COMMON_EXIT = `  64  bad arguments (malformed URL, missing file, unknown scenario, unknown option)`;

function helpAfter(examples: string[], exitCodes: string[]): string {
  return `\nExample${examples.length > 1 ? 's' : ''}:\n${examples.map((e) => `  $ ${e}`).join('\n')}\n\nExit codes:\n${exitCodes.join('\n')}\n${COMMON_EXIT}\n`;
}

const timeoutOption = () =>
  new Option('--timeout <duration>', 'time limit per request, e.g. 5s, 500ms')
    .argParser(parse.duration)
    .default(5000, '5s');

function packageVersion(): string {
  const file = new URL('../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

async function run(action: () => Promise<number>): Promise<void> {
  process.exitCode = await action();
}

export function buildProgram(): Command {
  const program = new Command('shop')
    .description(
      'Fixture replay and recording, smoke, health and API contract checks for the Persian storefront.',
    )
    .version(packageVersion(), '-V, --version')
    .exitOverride()
    .addHelpText(
      'after',
      helpAfter(
        [
          'npx shop replay --port 4010',
          'npx shop health --url http://127.0.0.1:8080',
          'npx shop smoke --help',
        ],
        ['  0   success (each command documents its own codes in its --help)'],
      ),
    );

  program
    .command('replay')
    .description(
      'Serve the fixture shop (or recorded fixtures) over HTTP; one log line per request.',
    )
    .addOption(
      new Option('--scenario <name>', 'fixture shop scenario')
        .argParser(parse.scenario)
        .default('default'),
    )
    .addOption(
      new Option(
        '--fixtures <dir>',
        'a seed folder (default/*.json + media/) or a folder written by `shop record`',
      ).argParser(parse.existingDir),
    )
    .addOption(new Option('--port <port>', 'port to listen on').argParser(parse.port).default(4010))
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .addOption(
      new Option(
        '--latency <plan>',
        'wait before answering: 100, 100~20 (jitter), 100,/api/shop/products/reviews/*=3000',
      ).argParser(parse.latency),
    )
    .addHelpText(
      'after',
      helpAfter(
        [
          'npx shop replay --scenario maintenance --port 4010',
          'npx shop replay --latency 100~20,/api/shop/products/reviews/*=3000',
          'SHOP_API_URL=http://127.0.0.1:4010 SHOP_IMAGE_BASE_URL=http://127.0.0.1:4010/media/ npm start',
          'curl -X POST -d \'{"name":"deactivated"}\' http://127.0.0.1:4010/__fixtures/scenario',
        ],
        [
          '  0   stopped with Ctrl-C or SIGTERM',
          '  1   could not listen (port in use) or the fixtures could not be loaded',
        ],
      ) +
        `\nControl endpoints (loopback clients only, never a page of another site): POST /__fixtures/scenario\n{"name": "..."} switches the scenario, POST /__fixtures/reset restores the seed state.\n`,
    )
    .action((options) => run(async () => (await import('./commands/replay')).runReplay(options)));

  program
    .command('record')
    .description(
      'A recording proxy in front of a real shop API: saves each answer as a fixture, secrets redacted.',
    )
    .requiredOption('--upstream <url>', 'the shop API to forward to', parse.httpUrl)
    .requiredOption(
      '--out <dir>',
      'folder to write the fixtures to (created if missing)',
      parse.outputDir,
    )
    .addOption(new Option('--port <port>', 'port to listen on').argParser(parse.port).default(4011))
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .addHelpText(
      'after',
      helpAfter(
        [
          'npx shop record --upstream https://api.example.ir --out recorded --port 4011',
          'npx shop replay --fixtures recorded --port 4010',
        ],
        ['  0   stopped with Ctrl-C or SIGTERM', '  1   could not listen (port in use)'],
      ) + '\nThe fixture format is described in fixtures/README.md ("Recorded fixtures").\n',
    )
    .action((options) => run(async () => (await import('./commands/record')).runRecord(options)));

  const fixtures = program.command('fixtures').description('Work with fixture folders.');
  fixtures
    .command('import-har')
    .description(
      'Turn a HAR file saved from the browser into fixtures that `shop replay --fixtures` serves.',
    )
    .argument('<file>', 'the HAR file', parse.existingFile)
    .requiredOption(
      '--out <dir>',
      'folder to write the fixtures to (created if missing)',
      parse.outputDir,
    )
    .option('--json', 'print one JSON document')
    .addHelpText(
      'after',
      helpAfter(
        [
          'npx shop fixtures import-har shop.har --out recorded && npx shop replay --fixtures recorded',
        ],
        ['  0   fixtures written', '  1   the HAR file holds no /api/shop/ calls'],
      ) +
        `
The HAR file must be valid JSON with log.entries (otherwise exit 64). One import reads at most
${formatMegabytes(HAR_MAX_FILE_BYTES)} of HAR, imports at most ${HAR_MAX_ENTRIES.toLocaleString('en-US')} shop API calls and writes at most ${formatMegabytes(HAR_MAX_WRITTEN_BYTES)} of
fixtures: past a bound it exits 64, names the bound and writes nothing.
`,
    )
    .action((file, options) =>
      run(async () => (await import('./commands/import-har')).runImportHar(file, options)),
    );

  program
    .command('smoke')
    .description(
      'Check a running storefront: every route of SPEC §2, casing, not-found, maintenance redirects.',
    )
    .requiredOption('--url <storefront>', 'the storefront to check', parse.httpUrl)
    .option(
      '--api <replay>',
      'a `shop replay` server the storefront uses: also check maintenance and deactivated',
      parse.httpUrl,
    )
    .addOption(timeoutOption())
    .addOption(
      new Option(
        '--wait <duration>',
        'how long to wait for the storefront to see a scenario switch',
      )
        .argParser(parse.duration)
        .default(45_000, '45s'),
    )
    .option('--json', 'print one JSON document')
    .addHelpText(
      'after',
      helpAfter(
        [
          'npx shop smoke --url http://127.0.0.1:8080',
          'npx shop smoke --url http://127.0.0.1:8080 --api http://127.0.0.1:4010 --json',
        ],
        [
          '  0   every check passed',
          '  1   a check failed',
          '  2   the storefront could not be reached',
        ],
      ) +
        `
What is checked:
  - every route of SPEC §2 answers 200; /Profile, /checkout, /Favorites and /Settlement may
    instead redirect to /Login (the auth guard, with ?redirect=...); /Product/{code}/{title} may
    redirect to its canonical title; /maintenance redirects to / while the shop is open;
  - another casing of each route answers 301 to its canonical spelling;
  - an unknown path answers 404 with 'Page Not Found: {path}'; /healthz answers JSON, not cached.
With --api (a replay server the storefront's SHOP_API_URL points at): the notification decision
of the API's get-data (SPEC §5 rules, the module the dialog uses) and the same decision through the
storefront's /api/shop proxy; then the scenario is switched to maintenance and to deactivated:
every path must redirect to /maintenance, which answers 503 (polling up to --wait, since the
storefront keeps shop data for SHOP_DATA_TTL_MS); after each, back to default and the reverse.
The scenario is left at default.
`,
    )
    .action((options) => run(async () => (await import('./commands/smoke')).runSmoke(options)));

  program
    .command('health')
    .description(
      "For operators: the shop's state from a storefront's /healthz or a shop API's get-data, in one line.",
    )
    .option('--url <storefront>', 'the storefront (its /healthz is read)', parse.httpUrl)
    .option(
      '--api <shop-api>',
      'a shop API (its /api/shop/get-data is read) instead of a storefront',
      parse.httpUrl,
    )
    .addOption(timeoutOption())
    .option('--json', 'print one JSON document')
    .addHelpText(
      'after',
      helpAfter(
        [
          'npx shop health --url http://127.0.0.1:8080 --timeout 5s',
          'npx shop health --api http://127.0.0.1:4010 --json',
        ],
        healthExitCodeHelp(),
      ),
    )
    .action((options) => run(async () => (await import('./commands/health')).runHealth(options)));

  program
    .command('contract')
    .description(
      'For ops pointing a storefront at a new backend: can the storefront use each answer of the shop API?',
    )
    .requiredOption(
      '--api <shop-api>',
      'the shop API to check (its /api/shop/... calls)',
      parse.httpUrl,
    )
    .option('--phone <phone>', 'a test account: also log in and call the user endpoints')
    .option('--password <password>', "the test account's password")
    .option(
      '--write',
      'also make the write calls on the test account (cart, favourites, addresses, pro-forma, review, profile)',
    )
    .addOption(timeoutOption())
    .option('--json', 'print one JSON document')
    .addHelpText(
      'after',
      helpAfter(
        [
          'npx shop contract --api http://127.0.0.1:4010',
          'npx shop contract --api https://api.example.ir --phone 09120000000 --password demo1234 --write --json',
        ],
        [
          '  0   the storefront can use every answer',
          '  1   it cannot use at least one (see the table: the call, why, and each field it could not read)',
          '  2   the shop API could not be reached',
        ],
      ) +
        `
Every read call of SPEC §7 (get-data, banners, a banner, home and listed products, a category's
products, a product by id, by code and by a word of its title, its media file and reviews, the
categories and the stock-holder tree), each answer read with the storefront's own answer rules and
schemas (src/shop-api). With --phone and --password: the login and every user read (profile, users,
cart, favourites, orders, invoices, drafts, addresses). With --write (meant for a test account):
favourite added and removed, set-item, a pro-forma created and deleted, the cart cleared and its
lines restored, an address added and edited, a review posted, the profile saved with its own
values. A write call is usable with any successful answer (true, null, an object, an empty or
non-JSON 200): the storefront reloads what it changed. Ids go back with the JSON type they came
with. The API has no call to delete an address or a review: the test address and review stay on
the account and are listed after the table.
`,
    )
    .action((options) =>
      run(async () => (await import('./commands/contract')).runContract(options)),
    );

  const notification = program
    .command('notification')
    .description('Notification rules of SPEC §5.');
  notification
    .command('check')
    .description(
      'Whether the notification would be shown, which rule decides, its identifier and remaining time.',
    )
    .option(
      '--shop-data <file>',
      'a saved get-data answer (envelope or bare value)',
      parse.existingFile,
    )
    .option(
      '--url <url>',
      'a storefront or shop API whose /api/shop/get-data is read',
      parse.httpUrl,
    )
    .option('--now <iso>', 'the time to decide at (default: now)', parse.isoDate)
    .option('--read <id...>', 'identifiers already in the read list (readNotifications)')
    .addOption(timeoutOption())
    .option('--json', 'print one JSON document')
    .addHelpText(
      'after',
      helpAfter(
        [
          'npx shop notification check --url http://127.0.0.1:4010',
          'npx shop notification check --shop-data get-data.json --now 2025-03-21T12:00:00Z --read n-abc123 --json',
        ],
        [
          '  0   decided (shown or hidden: see the output)',
          '  1   the shop data could not be read from --url',
        ],
      ),
    )
    .action((options) =>
      run(async () => (await import('./commands/notification')).runNotificationCheck(options)),
    );

  return program;
}

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return Number(process.exitCode ?? 0);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : EXIT_USAGE;
    if (error instanceof UsageError) {
      process.stderr.write(`shop: ${error.message}\n`);
      return EXIT_USAGE;
    }
    process.stderr.write(`shop: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

const code = await main(process.argv);
// Long-running commands (replay, record) never get here until they stop.
process.stdout.write('', () => process.exit(code));
