import { readFileSync, statSync } from 'node:fs';
import * as v from 'valibot';
import {
  buildFixture,
  fixtureText,
  isHttpStatus,
  keyParts,
  keptHeaders,
  METHOD,
  storedBody,
  writeFixture,
  type Fixture,
} from '../fixtures/format';
import { UsageError } from '../lib/exit-codes';
import { colourEnabled, formatMegabytes, paint, printJson, printLine, table } from '../lib/output';
import { HAR_MAX_ENTRIES, HAR_MAX_FILE_BYTES, HAR_MAX_WRITTEN_BYTES } from './import-har-limits';

/** The bounds of one import (./import-har-limits.ts); tests pass smaller ones. */
export type HarLimits = { fileBytes: number; entries: number; writtenBytes: number };
export const HAR_LIMITS: HarLimits = {
  fileBytes: HAR_MAX_FILE_BYTES,
  entries: HAR_MAX_ENTRIES,
  writtenBytes: HAR_MAX_WRITTEN_BYTES,
};

/** The end of every refusal past a bound: the import stops before its first write. */
const NOTHING_WRITTEN = 'nothing was written';

const nameValue = v.object({ name: v.string(), value: v.string() });

const entrySchema = v.looseObject({
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
});

/** The entries are checked one by one as they are imported: a copy of all of them would double what a large HAR holds in memory. */
const harSchema = v.object({ log: v.object({ entries: v.array(v.unknown()) }) });

type HarEntry = v.InferOutput<typeof entrySchema>;

export type ImportReport = {
  file: string;
  out: string;
  written: { method: string; path: string; status: number; file: string; replaced: boolean }[];
  skipped: { method: string; url: string; reason: string }[];
  exitCode: number;
};

/** The HAR file's bytes; a file over `maxBytes` is refused before it is read. */
function readHarBytes(file: string, maxBytes: number): Buffer {
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new Error('not a file');
    if (stat.size > maxBytes) {
      throw new UsageError(
        `${file} is larger than ${formatMegabytes(maxBytes)}, the most one import reads; ${NOTHING_WRITTEN}`,
      );
    }
    return readFileSync(file);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

function readHar(file: string, maxBytes: number): unknown[] {
  const bytes = readHarBytes(file, maxBytes);
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  return checked(file, harSchema, document, []).log.entries;
}

/** `value` read by `schema`, or a UsageError naming the first field that is not (under `at`). */
function checked<S extends v.GenericSchema>(
  file: string,
  schema: S,
  value: unknown,
  at: (string | number)[],
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const where = [...at, ...(issue.path ?? []).map((item) => item.key)].map(String).join('.');
  throw new UsageError(`${file} is not a HAR file (${where ? `${where}: ` : ''}${issue.message})`);
}

function fixtureOf(entry: HarEntry, url: URL, file: string): Fixture {
  const { content } = entry.response;
  const headers: Record<string, string> = {};
  for (const header of entry.response.headers) headers[header.name.toLowerCase()] = header.value;
  const contentType = headers['content-type'] ?? content.mimeType ?? null;
  if (contentType) headers['content-type'] = contentType;
  const text = content.text ?? '';
  const bytes =
    content.encoding === 'base64'
      ? new Uint8Array(Buffer.from(text, 'base64'))
      : new TextEncoder().encode(text);
  const parts = keyParts(entry.request.method, url, entry.request.postData?.text ?? null);
  return buildFixture(
    parts,
    {
      status: entry.response.status,
      headers: keptHeaders(headers),
      body: storedBody(bytes, contentType),
    },
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

/** An entry's fixture, or why it is skipped. */
function classify(
  entry: HarEntry,
  file: string,
): { fixture: Fixture } | { skipped: ImportReport['skipped'][number] } {
  const { method, url: raw } = entry.request;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { skipped: { method, url: raw, reason: 'not a URL' } };
  }
  if (!url.pathname.startsWith('/api/shop/') && !url.pathname.startsWith('/media/')) {
    return { skipped: { method, url: url.pathname, reason: 'not a shop API call' } };
  }
  const refused = refusal(method, entry.response.status);
  if (refused) return { skipped: { method, url: url.pathname, reason: refused } };
  return { fixture: fixtureOf(entry, url, file) };
}

/**
 * The fixtures to write and the entries skipped, every bound checked before
 * the first write: an import past one stops with nothing written, rather
 * than leave --out with an arbitrary part of the session that replay would
 * serve as if whole.
 */
function plan(
  file: string,
  entries: unknown[],
  limits: HarLimits,
): { fixtures: Array<{ fixture: Fixture; text: string }>; skipped: ImportReport['skipped'] } {
  const fixtures: Array<{ fixture: Fixture; text: string }> = [];
  const skipped: ImportReport['skipped'] = [];
  let bytes = 0;
  for (const [index, entry] of entries.entries()) {
    const classified = classify(checked(file, entrySchema, entry, ['log', 'entries', index]), file);
    if ('skipped' in classified) {
      skipped.push(classified.skipped);
      continue;
    }
    if (fixtures.length === limits.entries) {
      throw new UsageError(
        `${file} holds more than ${limits.entries.toLocaleString('en-US')} shop API calls, the most one import takes; ${NOTHING_WRITTEN}`,
      );
    }
    const text = fixtureText(classified.fixture);
    bytes += Buffer.byteLength(text);
    if (bytes > limits.writtenBytes) {
      throw new UsageError(
        `the fixtures of ${file} would take more than ${formatMegabytes(limits.writtenBytes)}, the most one import writes; ${NOTHING_WRITTEN}`,
      );
    }
    fixtures.push({ fixture: classified.fixture, text });
  }
  return { fixtures, skipped };
}

/**
 * Every /api/shop/ and /media/ call of the HAR becomes a fixture; the rest
 * (pages, scripts) is skipped. Bounded by `limits` (HAR_LIMITS): past one,
 * a UsageError and nothing written.
 */
export async function importHar(
  file: string,
  out: string,
  limits: HarLimits = HAR_LIMITS,
): Promise<ImportReport> {
  const { fixtures, skipped } = plan(file, readHar(file, limits.fileBytes), limits);
  const written = fixtures.map(({ fixture, text }) => ({
    method: fixture.request.method,
    path: fixture.request.path,
    status: fixture.response.status,
    ...writeFixture(out, fixture, text),
  }));
  return { file, out, written, skipped, exitCode: written.length > 0 ? 0 : 1 };
}

export async function runImportHar(
  file: string,
  options: { out: string; json?: boolean },
): Promise<number> {
  const report = await importHar(file, options.out);
  if (options.json) {
    printJson(report);
    return report.exitCode;
  }
  const colour = colourEnabled();
  const rows = [
    ...report.written.map((item) => [
      paint('written', 'green', colour),
      item.method,
      item.path,
      String(item.status),
      item.file,
    ]),
    ...report.skipped.map((item) => [
      paint('skipped', 'dim', colour),
      item.method,
      item.url,
      '',
      item.reason,
    ]),
  ];
  if (rows.length) printLine(table(rows, ['', 'method', 'path', 'status', 'fixture']));
  printLine(
    `${report.written.length} fixtures written to ${report.out}, ${report.skipped.length} entries skipped`,
  );
  return report.exitCode;
}
