import 'server-only';
import { toPersianDigits } from '@/lib/text/persian';
import { NETWORK_ERROR_MESSAGE } from '@/shop-api';

/** Ours: a request body over API_BODY_MAX_BYTES. */
export const BODY_TOO_LARGE_MESSAGE = 'حجم درخواست بیش از حد مجاز است.';
/** Ours: a method the API path does not take. */
export const METHOD_NOT_ALLOWED_MESSAGE = 'این نوع درخواست برای این مسیر پذیرفته نیست.';
/**
 * Ours: an API path with a segment that is not plain text (an encoded slash, a
 * dot segment, a control character).
 */
export const MALFORMED_PATH_MESSAGE = 'نشانی درخواست نامعتبر است.';
/** Ours: a sign-in call whose body is no JSON object. */
export const MALFORMED_BODY_MESSAGE = 'درخواست نامعتبر است.';
/** Ours: a path under /api/shop/ that names no call. */
export const NO_SUCH_CALL_MESSAGE = 'مسیر درخواستی یافت نشد.';
/** Ours: a call shed under load (503): the shop is busy for a moment. */
export const BUSY_MESSAGE = 'سرور در این لحظه شلوغ است. لطفاً چند ثانیه دیگر دوباره تلاش کنید.';
/** Ours: a state-changing call sent by a page of another site. */
export const CROSS_SITE_MESSAGE = 'این درخواست از سایت دیگری فرستاده شده و پذیرفته نشد.';

/** Ours: too many sign-in attempts or codes; when to try again, in Persian digits. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${toPersianDigits(retryAfterSeconds)} ثانیه`
      : `${toPersianDigits(Math.ceil(retryAfterSeconds / 60))} دقیقه`;
  return `تعداد تلاش‌ها بیش از حد مجاز است. لطفاً ${wait} دیگر دوباره تلاش کنید.`;
}

/**
 * An answer of the storefront's own under /api/shop/ (the request refused,
 * the upstream unreachable): the shop API's error envelope, so the browser's
 * client reads it like any failed call.
 */
export function apiErrorAnswer(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const envelope = {
    isSuccess: false,
    isFailure: true,
    isNotFound: status === 404,
    isAlreadyExist: false,
    isInvalidInput: status === 400 || status === 413,
    isUnauthorized: false,
    errors: [message],
    value: null,
    statusCode: status,
  };
  return new Response(JSON.stringify(envelope), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

/**
 * The upstream could not be reached, cut its answer, sent too much (502) or
 * took too long (504).
 */
export function upstreamFailedAnswer(status: 502 | 504): Response {
  return apiErrorAnswer(status, NETWORK_ERROR_MESSAGE);
}
