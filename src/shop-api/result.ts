/**
 * Every shop API function answers a result value; nothing throws across the
 * boundary for an expected failure: errors are values, and each caller decides
 * what the shopper sees.
 */
export type ApiFailureKind =
  | 'network'
  | 'timeout'
  | 'unauthorized'
  | 'alreadyExist'
  | 'notFound'
  | 'invalidInput'
  | 'server'
  | 'malformed'
  | 'media';

export type ApiFailure = {
  ok: false;
  kind: ApiFailureKind;
  /** Shown to the shopper as is (Persian, or the status fallback of SPEC §7). */
  message: string;
  /** The HTTP status, when an answer arrived. */
  status?: number;
  /** For logs only: what exactly went wrong (a schema issue, a socket error). */
  detail?: string;
};

export type ApiSuccess<T> = { ok: true; value: T };

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export function success<T>(value: T): ApiSuccess<T> {
  return { ok: true, value };
}

export function failure(
  kind: ApiFailureKind,
  message: string,
  extra: { status?: number; detail?: string } = {},
): ApiFailure {
  return { ok: false, kind, message, ...extra };
}
