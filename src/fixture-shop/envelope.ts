import { MESSAGES } from './messages';

/** The shop API's answer envelope (docs/api-shapes.md). */
export type Result<T> = {
  isSuccess: boolean;
  isFailure: boolean;
  isNotFound: boolean;
  isAlreadyExist: boolean;
  isInvalidInput: boolean;
  isUnauthorized: boolean;
  errors: string[];
  value: T;
  statusCode: number;
};

export type FailureKind =
  'invalidInput' | 'unauthorized' | 'notFound' | 'alreadyExist' | 'serverError';

const STATUS: Record<FailureKind, number> = {
  invalidInput: 400,
  unauthorized: 401,
  notFound: 404,
  alreadyExist: 409,
  serverError: 500,
};

/** Thrown by handlers and helpers; the router turns it into a failure answer. */
export class ShopError extends Error {
  override name = 'ShopError';
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }
}

export function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** A successful envelope around `value` (docs/api-shapes.md). */
export function successEnvelope<T>(value: T): Result<T> {
  return {
    isSuccess: true,
    isFailure: false,
    isNotFound: false,
    isAlreadyExist: false,
    isInvalidInput: false,
    isUnauthorized: false,
    errors: [],
    value,
    statusCode: 200,
  };
}

export function success<T>(value: T): Response {
  return jsonResponse(successEnvelope(value), 200);
}

/** A failed envelope: `kind` sets its flag; `statusCode` is left out when not given. */
export function failureEnvelope(
  kind: FailureKind,
  message: string,
  statusCode?: number,
): Omit<Result<null>, 'statusCode'> & { statusCode?: number } {
  return {
    isSuccess: false,
    isFailure: true,
    isNotFound: kind === 'notFound',
    isAlreadyExist: kind === 'alreadyExist',
    isInvalidInput: kind === 'invalidInput',
    isUnauthorized: kind === 'unauthorized',
    errors: [message],
    value: null,
    ...(statusCode === undefined ? {} : { statusCode }),
  };
}

export function failure(kind: FailureKind, message: string = MESSAGES.serverError): Response {
  const statusCode = STATUS[kind];
  return jsonResponse(failureEnvelope(kind, message, statusCode), statusCode);
}
