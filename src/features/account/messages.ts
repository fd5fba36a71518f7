/**
 * Persian text of the account feature: the checks of the profile and address
 * forms, and their toasts (the name and national-code checks' are in
 * person-messages.ts).
 */
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
