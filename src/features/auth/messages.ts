/**
 * Persian text of registration and password recovery: their checks and their
 * toasts (the login form's are in login-messages.ts). The name and
 * national-code messages are the person fields' (account/person-messages.ts,
 * shared with the profile form); the mobile number's are the shared check's
 * (MOBILE_MESSAGES in src/lib/text/phone.ts).
 */
export const REGISTER_MESSAGES = {
  password: 'رمز عبور باید دست‌کم ۶ نویسه باشد.',
  confirm: 'تکرار رمز عبور با رمز عبور یکسان نیست.',
  stockHolderAccount: 'یک گروه سهامداری (زیرگروه پایانی) انتخاب کنید.',
  registered: 'ثبت نام انجام شد؛ خوش آمدید.',
  noStockHolderTree: 'فهرست گروه‌های سهامداری در دسترس نیست.',
  stockHolderUnavailable: 'ثبت نام سهامدار فعلاً ممکن نیست.',
} as const;

export const RECOVERY_MESSAGES = {
  passwordSaved: 'رمز عبور تازه ذخیره شد.',
} as const;
