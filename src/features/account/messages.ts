/**
 * Persian text of the account feature: the checks of the profile and address
 * forms, and their toasts. PERSON_MESSAGES are the person fields' (names and
 * national code), shared with registration.
 */
/** The mobile number's messages are the shared check's: MOBILE_MESSAGES in src/lib/phone.ts. */
export const PERSON_MESSAGES = {
  firstName: 'نام را وارد کنید.',
  lastName: 'نام خانوادگی را وارد کنید.',
  nationalCodeRequired: 'کد ملی را وارد کنید.',
  nationalCodeInvalid: 'کد ملی معتبر نیست.',
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
