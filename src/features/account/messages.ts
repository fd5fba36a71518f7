/**
 * Persian text of the account feature: the checks of the registration,
 * recovery, profile and address forms, and their toasts.
 */
/** The mobile number's messages are the shared check's: MOBILE_MESSAGES in src/lib/phone.ts. */
export const REGISTER_MESSAGES = {
  firstName: 'نام را وارد کنید.',
  lastName: 'نام خانوادگی را وارد کنید.',
  password: 'رمز عبور باید دست‌کم ۶ نویسه باشد.',
  confirm: 'تکرار رمز عبور با رمز عبور یکسان نیست.',
  stockHolderAccount: 'یک گروه سهامداری (زیرگروه پایانی) انتخاب کنید.',
  nationalCodeRequired: 'کد ملی را وارد کنید.',
  nationalCodeInvalid: 'کد ملی معتبر نیست.',
  registered: 'ثبت نام انجام شد؛ خوش آمدید.',
  noStockHolderTree: 'فهرست گروه‌های سهامداری در دسترس نیست.',
  stockHolderUnavailable: 'ثبت نام سهامدار فعلاً ممکن نیست.',
} as const;

export const RECOVERY_MESSAGES = {
  passwordSaved: 'رمز عبور تازه ذخیره شد.',
} as const;

export const PROFILE_MESSAGES = {
  saved: 'مشخصات ذخیره شد.',
} as const;

/** One message per field of the address form, and the toast once it is saved. */
export const ADDRESS_MESSAGES = {
  recipient: 'نام گیرنده را وارد کنید.',
  province: 'استان را انتخاب کنید.',
  city: 'شهر را انتخاب کنید.',
  address: 'نشانی را کامل‌تر بنویسید (دست‌کم ۱۰ نویسه).',
  postalCode: 'کد پستی باید ۱۰ رقم باشد.',
  position: 'موقعیت را روی نقشه مشخص کنید.',
  saved: 'نشانی ذخیره شد.',
} as const;
