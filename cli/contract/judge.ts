import * as v from 'valibot';
import { readAnswer, type RawAnswer } from '../../src/shop-api/answer';
import { looksLikeEnvelope } from '../../src/shop-api/schemas/envelope';
import { ignoredValue, type ValueSchema } from '../../src/shop-api/schemas/tolerant';

/**
 * Whether the storefront can use one answer of the shop API: the storefront's own
 * answer rules (src/shop-api/answer.ts, SPEC §7) and its own schemas, and the fields
 * of the answer they could not read, named by their path in the answer (valibot's
 * issue paths under `value`).
 */

export type UnreadField = { path: string; message: string };

export type Judgement<T> = {
  usable: boolean;
  /** Why not, in one line; null when usable. */
  reason: string | null;
  fields: UnreadField[];
  /** Usable, but something is lost, e.g. list items the storefront drops. */
  warnings: string[];
  /** What the storefront reads from the answer; null when not usable. */
  value: T | null;
};

/**
 * A write call needs nothing from its answer (the storefront reloads what
 * it changed), so any successful envelope — `true`, null, an object — and an empty or
 * non-JSON 200 is usable (docs/decisions/0071).
 */
export const WRITE_ANSWER: ValueSchema<null> = ignoredValue;

/** At most this many fields per answer are named (a list of 100 bad items names the first). */
const MAX_FIELDS = 20;

export function isJsonType(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

/** The parsed JSON body, or undefined when there is none or it does not parse. */
export function bodyJson(raw: RawAnswer): unknown {
  if (!isJsonType(raw.contentType) || raw.body.trim() === '') return undefined;
  try {
    return JSON.parse(raw.body) as unknown;
  } catch {
    return undefined;
  }
}

/** The envelope's `value` as it came (ids with their JSON types), or undefined. */
export function rawValue(raw: RawAnswer): unknown {
  const json = bodyJson(raw);
  return looksLikeEnvelope(json) ? json.value : undefined;
}

/** The elements of a list answer as they came: a bare list or `Paged.result`. */
export function rawItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const result = (value as { result?: unknown } | null | undefined)?.result;
  return Array.isArray(result) ? result : [];
}

function issueFields(issues: readonly v.BaseIssue<unknown>[], prefix: string): UnreadField[] {
  return issues.map((issue) => {
    const where = v.getDotPath(issue);
    return { path: where ? `${prefix}.${where}` : prefix, message: issue.message };
  });
}

/** The fields of each list element the item schema cannot read, with the element's path. */
function itemFields(
  value: unknown,
  item: ValueSchema<unknown>,
): { failed: number; fields: UnreadField[] } {
  const list = Array.isArray(value) ? 'value' : 'value.result';
  let failed = 0;
  const fields = rawItems(value).flatMap((element, index) => {
    const parsed = v.safeParse(item, element);
    if (parsed.success) return [];
    failed += 1;
    return issueFields(parsed.issues, `${list}.${index}`);
  });
  return { failed, fields };
}

function capped(fields: UnreadField[]): UnreadField[] {
  return fields.slice(0, MAX_FIELDS);
}

export type JudgeOptions = {
  /** For lists that drop invalid elements (products): the element schema, to name what was dropped. */
  item?: ValueSchema<unknown>;
};

export function judge<T>(
  raw: RawAnswer,
  schema: ValueSchema<T>,
  options: JudgeOptions = {},
): Judgement<T> {
  const result = readAnswer(raw, schema);
  const value = rawValue(raw);
  if (result.ok) {
    const dropped = options.item ? itemFields(value, options.item) : { failed: 0, fields: [] };
    const warnings = dropped.failed
      ? [
          `${dropped.failed} of ${rawItems(value).length} items dropped: ${describeFields(dropped.fields)}`,
        ]
      : [];
    return { usable: true, reason: null, fields: [], warnings, value: result.value };
  }
  const status = result.status ? ` (HTTP ${result.status})` : '';
  if (result.kind !== 'malformed') {
    return {
      usable: false,
      reason: `${result.kind}${status}: ${result.message}`,
      fields: [],
      warnings: [],
      value: null,
    };
  }
  const json = bodyJson(raw);
  const unreadable =
    isJsonType(raw.contentType) && raw.body.trim() !== '' && json === undefined
      ? 'the JSON body does not parse'
      : json !== undefined && !looksLikeEnvelope(json)
        ? 'the JSON body is not a result envelope'
        : null;
  if (unreadable)
    return {
      usable: false,
      reason: `malformed${status}: ${unreadable}`,
      fields: [],
      warnings: [],
      value: null,
    };
  const parsed = v.safeParse(schema, value ?? null);
  const fields = [
    ...(parsed.success ? [] : issueFields(parsed.issues, 'value')),
    ...(options.item ? itemFields(value, options.item).fields : []),
  ];
  const withoutJson =
    json === undefined
      ? `an answer without JSON (${raw.contentType ?? 'no content type'}) reads as no value; `
      : '';
  const reason = fields.length
    ? `malformed${status}: ${withoutJson}${fields.length} field${fields.length === 1 ? '' : 's'} cannot be read`
    : `malformed${status}: ${result.detail ?? result.message}`;
  return { usable: false, reason, fields: capped(fields), warnings: [], value: null };
}

/** A media file as the storefront reads it (endpoints/media.ts): any OK answer that is not JSON. */
export function judgeMedia(raw: RawAnswer): Judgement<null> {
  const ok = raw.status >= 200 && raw.status < 300;
  if (ok && !isJsonType(raw.contentType))
    return { usable: true, reason: null, fields: [], warnings: [], value: null };
  const why = ok ? 'a JSON answer instead of a file' : `HTTP ${raw.status}`;
  return { usable: false, reason: `media: ${why}`, fields: [], warnings: [], value: null };
}

export function describeFields(fields: UnreadField[]): string {
  return fields
    .slice(0, 3)
    .map((field) => `${field.path}: ${field.message}`)
    .join('; ');
}
