import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { buildFixture, isHttpStatus, keyParts, keptHeaders, METHOD, storedBody, writeFixture, type Fixture } from '../fixtures/format';
import { UsageError } from '../lib/exit-codes';
import { colourEnabled, paint, printJson, printLine, table } from '../lib/output';

const nameValue = v.object({ name: v.string(), value: v.string() });

const harSchema = v.object({
  log: v.object({
    entries: v.array(
      v.looseObject({
        request: v.looseObject({
          method: v.string(),
          url: v.string(),
          postData: v.optional(v.looseObject({ text: v.optional(v.string()) })),
        }),
        response: v.looseObject({
          status: v.number(),
          headers: v.optional(v.array(nameValue), []),
          content: v.looseObject({
            mimeType: v.optional(v.string()),
            text: v.optional(v.string()),
            encoding: v.optional(v.string()),
          }),
        }),
      }),
    ),
  }),
});

type HarEntry = v.InferOutput<typeof harSchema>['log']['entries'][number];

export type ImportReport = {
  file: string;
  out: string;
  written: { method: string; path: string; status: number; file: string; replaced: boolean }[];
  skipped: { method: string; url: string; reason: string }[];
  exitCode: number;
};

function readHar(file: string): HarEntry[] {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = v.safeParse(harSchema, document);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new UsageError(`${file} is not a HAR file (${where ? `${where}: ` : ''}${issue.message})`);
  }
  return parsed.output.log.entries;
}

function fixtureOf(entry: HarEntry, url: URL, file: string): Fixture {
  const { content } = entry.response;
  const headers: Record<string, string> = {};
  for (const header of entry.response.headers) headers[header.name.toLowerCase()] = header.value;
  const contentType = headers['content-type'] ?? content.mimeType ?? null;
  if (contentType) headers['content-type'] = contentType;
  const text = content.text ?? '';
  const bytes = content.encoding === 'base64' ? new Uint8Array(Buffer.from(text, 'base64')) : new TextEncoder().encode(text);
  const parts = keyParts(entry.request.method, url, entry.request.postData?.text ?? null);
  return buildFixture(
    parts,
    { status: entry.response.status, headers: keptHeaders(headers), body: storedBody(bytes, contentType) },
    `har ${file}`,
  );
}

/**
 * Why an entry is not stored, or null: no answer (status 0), a status HTTP
 * does not have (999, 1e999: replay would refuse the whole folder), a method
 * that is not ^[A-Z]+$ (it names the fixture's file), HEAD and OPTIONS.
 */
function refusal(method: string, status: number): string | null {
  if (status === 0) return 'no answer recorded';
  if (!isHttpStatus(status)) return `status ${status} is not an HTTP status (100–599)`;
  if (!METHOD.test(method)) return 'not an HTTP method';
  if (method === 'HEAD' || method === 'OPTIONS') return `${method} is not stored`;
  return null;
}

/** Every /api/shop/ and /media/ call of the HAR becomes a fixture; the rest (pages, scripts) is skipped. */
export function importHar(file: string, out: string): ImportReport {
  const report: ImportReport = { file, out, written: [], skipped: [], exitCode: 0 };
  for (const entry of readHar(file)) {
    const { method, url: raw } = entry.request;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      report.skipped.push({ method, url: raw, reason: 'not a URL' });
      continue;
    }
    if (!url.pathname.startsWith('/api/shop/') && !url.pathname.startsWith('/media/')) {
      report.skipped.push({ method, url: `${url.pathname}`, reason: 'not a shop API call' });
      continue;
    }
    const refused = refusal(method, entry.response.status);
    if (refused) {
      report.skipped.push({ method, url: url.pathname, reason: refused });
      continue;
    }
    const fixture = fixtureOf(entry, url, file);
    const written = writeFixture(out, fixture);
    report.written.push({ method: fixture.request.method, path: fixture.request.path, status: fixture.response.status, ...written });
  }
  report.exitCode = report.written.length > 0 ? 0 : 1;
  return report;
}

export async function runImportHar(file: string, options: { out: string; json?: boolean }): Promise<number> {
  const report = importHar(file, options.out);
  if (options.json) {
    printJson(report);
    return report.exitCode;
  }
  const colour = colourEnabled();
  const rows = [
    ...report.written.map((item) => [paint('written', 'green', colour), item.method, item.path, String(item.status), item.file]),
    ...report.skipped.map((item) => [paint('skipped', 'dim', colour), item.method, item.url, '', item.reason]),
  ];
  if (rows.length) printLine(table(rows, ['', 'method', 'path', 'status', 'fixture']));
  printLine(`${report.written.length} fixtures written to ${report.out}, ${report.skipped.length} entries skipped`);
  return report.exitCode;
}
