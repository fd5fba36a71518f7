import { maskPhones } from '../../src/fixture-shop/normalise';
import { readChecks } from '../contract/read-checks';
import { ContractRun, type CallReport } from '../contract/run';
import { userChecks } from '../contract/user-checks';
import { writeChecks } from '../contract/write-checks';
import { apiBase } from '../lib/args';
import { UsageError } from '../lib/exit-codes';
import { Unreachable } from '../lib/http';
import {
  colourEnabled,
  formatMs,
  paint,
  printLine,
  printReport,
  progress,
  table,
  type Colour,
} from '../lib/output';

export type ContractReport = {
  api: string;
  reachable: boolean;
  /** The account the user calls ran as (phone masked), or null without --phone. */
  account: string | null;
  write: boolean;
  usable: number;
  unusable: number;
  skipped: number;
  calls: CallReport[];
  /** What the account keeps after --write that it did not have. */
  leftBehind: string[];
  error: string | null;
  exitCode: number;
};

export type ContractOptions = {
  api: string;
  phone?: string;
  password?: string;
  write?: boolean;
  timeout: number;
  json?: boolean;
};

export const CONTRACT_EXIT = { usable: 0, unusable: 1, unreachable: 2 } as const;

function checkOptions(options: ContractOptions): void {
  if (Boolean(options.phone) !== Boolean(options.password))
    throw new UsageError('give --phone and --password together');
  if (options.write && !options.phone)
    throw new UsageError('--write needs a test account: give --phone and --password');
}

export async function contract(options: ContractOptions): Promise<ContractReport> {
  checkOptions(options);
  const api = apiBase(options.api);
  const run = new ContractRun(api, options.timeout);
  const account = options.phone ? maskPhones(options.phone) : null;
  const report = (
    reachable: boolean,
    error: string | null,
    leftBehind: string[] = [],
  ): ContractReport => {
    const count = (verdict: CallReport['verdict']) =>
      run.calls.filter((call) => call.verdict === verdict).length;
    const unusable = count('unusable');
    return {
      api,
      reachable,
      account,
      write: Boolean(options.write),
      usable: count('usable'),
      unusable,
      skipped: count('skipped'),
      calls: run.calls,
      leftBehind,
      error,
      exitCode: !reachable
        ? CONTRACT_EXIT.unreachable
        : unusable > 0
          ? CONTRACT_EXIT.unusable
          : CONTRACT_EXIT.usable,
    };
  };

  const scope = [
    options.phone ? `user calls as ${account}` : null,
    options.write ? 'write calls' : null,
  ].filter(Boolean);
  progress(
    `contract: calling ${api}${scope.length ? ` (read calls, ${scope.join(', ')})` : ' (read calls)'}…`,
  );
  let product;
  try {
    product = await readChecks(run);
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    return report(false, `${api} cannot be reached: ${error.message}`);
  }
  if (!options.phone || !options.password) return report(true, null);
  const user = await userChecks(run, { phone: options.phone, password: options.password });
  if (!options.write) return report(true, null);
  if (!user || !product) {
    const why = !user
      ? 'no session: the login failed'
      : 'the product list gave no product to write with';
    run.skip(
      'write',
      { method: 'POST', path: '/api/shop/users/…' },
      `write calls not made: ${why}`,
    );
    return report(true, null);
  }
  return report(true, null, await writeChecks(run, product, user));
}

const VERDICT: Record<CallReport['verdict'], { label: string; colour: Colour }> = {
  usable: { label: 'usable', colour: 'green' },
  unusable: { label: 'NOT USABLE', colour: 'red' },
  skipped: { label: 'skipped', colour: 'yellow' },
};

/** The compact table: one row per call, then one indented row per unread field or warning. */
export function contractTable(report: ContractReport, colour = colourEnabled()): string {
  const rows = report.calls.flatMap((call) => {
    const verdict = VERDICT[call.verdict];
    const row = [
      paint(verdict.label, verdict.colour, colour),
      call.group,
      `${call.method} ${call.path}`,
      call.status === null ? '' : String(call.status),
      call.ms === null ? '' : formatMs(call.ms),
      call.reason ?? '',
    ];
    const details = [
      ...call.fields.map((field) => `  ${field.path}: ${field.message}`),
      ...call.warnings.map((warning) => `  warning: ${warning}`),
    ];
    return [row, ...details.map((detail) => ['', '', '', '', '', detail])];
  });
  return table(rows, ['verdict', 'group', 'call', 'HTTP', 'time', 'why']);
}

export async function runContract(options: ContractOptions): Promise<number> {
  return printReport(await contract(options), options.json, (report, colour) => {
    printLine(contractTable(report, colour));
    for (const item of report.leftBehind) printLine(`left on the account: ${item}`);
    const summary = `${report.usable} usable, ${report.unusable} not usable, ${report.skipped} skipped`;
    printLine(paint(summary, report.unusable ? 'red' : 'green', colour));
  });
}
