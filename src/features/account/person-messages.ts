/**
 * The person fields' checks (names and national code), shared by the profile form
 * and registration: apart from messages.ts so that the login, registration and
 * recovery pages load them without the address and profile texts. The mobile
 * number's messages are the shared check's: MOBILE_MESSAGES in src/lib/text/phone.ts.
 */
export const PERSON_MESSAGES = {
  firstName: 'نام را وارد کنید.',
  lastName: 'نام خانوادگی را وارد کنید.',
  nationalCodeRequired: 'کد ملی را وارد کنید.',
  nationalCodeInvalid: 'کد ملی معتبر نیست.',
} as const;
