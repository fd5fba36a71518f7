/** The shop API's user-facing messages. SPEC §8 strings are copied exactly. */

/** SPEC §8: network failure (also given for a timeout). */
export const NETWORK_ERROR_MESSAGE = 'خطا در برقراری ارتباط با سرور';

/** SPEC §8: media failure. */
export const MEDIA_ERROR_MESSAGE = 'خطا در دریافت فایل رسانه';

/** SPEC §8: the default message of HTTP 409. */
export const ALREADY_EXIST_MESSAGE = 'این کاربر قبلاً ثبت نام کرده است.';

/** Ours: a 401 (SPEC §4 then clears the session). */
export const UNAUTHORIZED_MESSAGE = 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.';

/** Ours: an answer the client cannot read, or of the wrong shape. */
export const MALFORMED_ANSWER_MESSAGE = 'پاسخ سرور قابل خواندن نیست.';

/** SPEC §7: the fallback when a failed answer names no message. */
export function statusMessage(status: number): string {
  return `Server responded with status: ${status}`;
}
