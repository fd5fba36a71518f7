import * as v from 'valibot';
import { optionalFlag, optionalNum } from './tolerant';

/**
 * The `Result<T>` envelope of SPEC §3. Every flag may be missing. The value is
 * left unknown here: each endpoint validates it with its own schema.
 */
export const envelopeSchema = v.looseObject({
  isSuccess: optionalFlag,
  isFailure: optionalFlag,
  isNotFound: optionalFlag,
  isAlreadyExist: optionalFlag,
  isInvalidInput: optionalFlag,
  isUnauthorized: optionalFlag,
  statusCode: v.fallback(optionalNum, null),
  value: v.optional(v.unknown()),
});

export type Envelope = v.InferOutput<typeof envelopeSchema>;

/** An object is taken for an envelope when it carries a success flag or a value. */
export function looksLikeEnvelope(json: unknown): json is Record<string, unknown> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  return 'isSuccess' in json || 'isFailure' in json || 'value' in json;
}

export function isFailedEnvelope(envelope: Envelope): boolean {
  return envelope.isSuccess === false || envelope.isFailure === true;
}

/**
 * The first message of `errors`, else `message`, else null. `errors` entries
 * may be strings or `{message, type?}` objects (both were seen); an ASP.NET
 * validation answer gives a map of field → messages instead.
 */
export function envelopeMessage(json: unknown): string | null {
  if (typeof json !== 'object' || json === null) return null;
  const { errors, message } = json as { errors?: unknown; message?: unknown };
  return firstMessage(errors) ?? nonEmpty(message);
}

function firstMessage(errors: unknown): string | null {
  if (typeof errors === 'string') return nonEmpty(errors);
  const entries = Array.isArray(errors)
    ? errors
    : typeof errors === 'object' && errors !== null
      ? Object.values(errors).flat()
      : [];
  for (const entry of entries) {
    const message =
      typeof entry === 'object' && entry !== null
        ? nonEmpty((entry as { message?: unknown }).message)
        : nonEmpty(entry);
    if (message) return message;
  }
  return null;
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
