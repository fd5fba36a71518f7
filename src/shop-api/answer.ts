import * as v from 'valibot';
import {
  ALREADY_EXIST_MESSAGE,
  MALFORMED_ANSWER_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  statusMessage,
} from './messages';
import { failure, success, type ApiFailure, type ApiFailureKind, type ApiResult } from './result';
import {
  envelopeMessage,
  envelopeSchema,
  isFailedEnvelope,
  looksLikeEnvelope,
  type Envelope,
} from './schemas/envelope';
import { describeIssues, type ValueSchema } from './schemas/tolerant';
import { isTimeoutError } from './transport';

/** What arrived: the status, the content type and the whole body as text. */
export type RawAnswer = { status: number; contentType: string | null; body: string };

/**
 * How an answer is read: `read` calls need the envelope's value; `write`
 * calls (set-item, clear, favourites, contact-info, invoices, reviews,
 * profile, signup, submit) need nothing from a successful answer, so any
 * 2xx that is not a failed envelope is a success: an envelope with any value
 * (`true`, null, an object), a bare JSON value, an empty or a non-JSON body.
 */
export type AnswerMode = 'read' | 'write';

/**
 * The answer handling of SPEC §7, as one pure function:
 * 1. 409 → alreadyExist with the body's first message (as in rule 3), else
 *    SPEC §8's default sentence.
 * 2. 401 → unauthorized.
 * 3. Not OK with a JSON body → the first of `errors`, else `message`, else
 *    'Server responded with status: {status}'; the kind from the envelope
 *    flags, else the status.
 * 4. Not OK without JSON → 'Server responded with status: {status}'; the
 *    kind from the status (404 notFound, 400 invalidInput, else server).
 * 5. OK without JSON (or with an empty body) → success with a null value. The
 *    null goes through the endpoint's schema: calls whose value may be null
 *    (clear cart, delete, …) succeed with null; a call that needs a value gets
 *    a malformed failure instead of a value typed as something it is not.
 * 6. OK JSON: broken text, a non-envelope or a value of the wrong shape →
 *    malformed; an unsuccessful envelope → a failure as in rule 3; else the
 *    value as the endpoint's schema reshapes it.
 * In `write` mode, rule 6 reads broken text and a non-envelope as the value
 * (null and the bare JSON value): only a failed envelope fails.
 */
export function readAnswer<T>(
  answer: RawAnswer,
  valueSchema: ValueSchema<T>,
  mode: AnswerMode = 'read',
): ApiResult<T> {
  const { status } = answer;
  if (status === 401) return failure('unauthorized', UNAUTHORIZED_MESSAGE, { status });

  const ok = status >= 200 && status < 300;
  const hasJson = isJsonType(answer.contentType) && answer.body.trim() !== '';
  const json = hasJson ? parseJson(answer.body) : unparsable;
  if (status === 409) {
    const message = json === unparsable ? null : envelopeMessage(json);
    return failure('alreadyExist', message ?? ALREADY_EXIST_MESSAGE, { status });
  }

  if (!ok) {
    if (json === unparsable) {
      return failure(kindForStatus(status), statusMessage(status), { status });
    }
    return failedAnswer(json, flagsOf(json), status);
  }
  if (!hasJson) return validated(null, valueSchema, status, 'an OK answer without JSON');
  if (json === unparsable) {
    return mode === 'write'
      ? validated(null, valueSchema, status, 'a write answer')
      : malformed(status, 'the JSON body does not parse');
  }
  if (!looksLikeEnvelope(json)) {
    return mode === 'write'
      ? validated(json, valueSchema, status, 'a write answer')
      : malformed(status, 'the JSON body is not a result envelope');
  }

  const envelope = flagsOf(json);
  if (!envelope) {
    return mode === 'write'
      ? validated(json.value ?? null, valueSchema, status, 'a write answer')
      : malformed(status, 'the envelope flags have the wrong types');
  }
  if (isFailedEnvelope(envelope)) return failedAnswer(json, envelope, status);
  return validated(envelope.value ?? null, valueSchema, status, 'value');
}

/** A transport that rejected: a timeout or any other network failure. */
export function rejectionFailure(error: unknown): ApiFailure {
  const detail = error instanceof Error ? describeError(error) : String(error);
  return failure(isTimeoutError(error) ? 'timeout' : 'network', NETWORK_ERROR_MESSAGE, { detail });
}

const unparsable = Symbol('unparsable');

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return unparsable;
  }
}

function isJsonType(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

function flagsOf(json: unknown): Envelope | null {
  const parsed = v.safeParse(envelopeSchema, json);
  return parsed.success ? parsed.output : null;
}

function failedAnswer(json: unknown, flags: Envelope | null, httpStatus: number): ApiFailure {
  const status = flags?.statusCode ?? httpStatus;
  const kind = flagKind(flags) ?? kindForStatus(status);
  const message = envelopeMessage(json) ?? defaultMessage(kind, status);
  return failure(kind, message, { status: httpStatus });
}

function flagKind(flags: Envelope | null): ApiFailureKind | null {
  if (flags?.isUnauthorized) return 'unauthorized';
  if (flags?.isAlreadyExist) return 'alreadyExist';
  if (flags?.isNotFound) return 'notFound';
  if (flags?.isInvalidInput) return 'invalidInput';
  return null;
}

function kindForStatus(status: number): ApiFailureKind {
  if (status === 401) return 'unauthorized';
  if (status === 409) return 'alreadyExist';
  if (status === 404) return 'notFound';
  if (status === 400 || status === 422) return 'invalidInput';
  return 'server';
}

function defaultMessage(kind: ApiFailureKind, status: number): string {
  if (kind === 'alreadyExist') return ALREADY_EXIST_MESSAGE;
  if (kind === 'unauthorized') return UNAUTHORIZED_MESSAGE;
  return statusMessage(status);
}

function validated<T>(
  value: unknown,
  schema: ValueSchema<T>,
  status: number,
  what: string,
): ApiResult<T> {
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return success(parsed.output);
  return malformed(status, `${what}: ${describeIssues(parsed.issues)}`);
}

function malformed(status: number, detail: string): ApiFailure {
  return failure('malformed', MALFORMED_ANSWER_MESSAGE, { status, detail });
}

function describeError(error: Error): string {
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}
