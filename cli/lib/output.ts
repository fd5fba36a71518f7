/** Output conventions: one JSON document, compact tables, colour only on a terminal without NO_COLOR. */

export function colourEnabled(stream: NodeJS.WriteStream = process.stdout): boolean {
  const noColor = process.env.NO_COLOR;
  return Boolean(stream.isTTY) && (noColor === undefined || noColor === '');
}

const CODES = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 } as const;
export type Colour = keyof typeof CODES;

export function paint(text: string, colour: Colour, enabled = colourEnabled()): string {
  return enabled ? `\u001b[${CODES[colour]}m${text}\u001b[0m` : text;
}

// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what it removes
const ANSI = /\u001b\[[0-9;]*m/g;
const visibleLength = (text: string) => [...text.replace(ANSI, '')].length;

/** Left-aligned columns separated by two spaces; the header row (if any) first. */
export function table(rows: string[][], header?: string[]): string {
  const all = header ? [header, ...rows] : rows;
  const widths: number[] = [];
  for (const row of all)
    row.forEach(
      (cell, index) => (widths[index] = Math.max(widths[index] ?? 0, visibleLength(cell))),
    );
  return all
    .map((row) =>
      row
        .map((cell, index) =>
          index === row.length - 1
            ? cell
            : cell + ' '.repeat((widths[index] ?? 0) - visibleLength(cell)),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function printJson(document: unknown): void {
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
}

export function printLine(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** Progress of long runs, on stderr so that stdout stays one document. */
export function progress(line: string): void {
  process.stderr.write(`${line}\n`);
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A bound in bytes as the CLI's messages say it: "32 MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/**
 * A command's report on stdout: with --json exactly one JSON document; else one
 * `unreachable: …` line when the target did not answer, or the human view,
 * drawn by `human` (told whether to colour). Returns the report's exit code.
 */
export function printReport<
  R extends { exitCode: number; reachable: boolean; error: string | null },
>(report: R, json: boolean | undefined, human: (report: R, colour: boolean) => void): number {
  if (json) printJson(report);
  else if (!report.reachable) printLine(`unreachable: ${report.error}`);
  else human(report, colourEnabled());
  return report.exitCode;
}
