import type { LoginInput } from '@/shop-api/browser';
import { fieldText, type Checked } from '@/ui/form/submit-flow';
import { checkMobile } from '@/lib/text/phone';
import { LOGIN_MESSAGES } from './login-messages';

export type LoginErrors = { phone?: string; password?: string; form?: string };

/** The login form's fields (phoneNumber, password) checked before anything is sent. */
export function checkLogin(fields: FormData): Checked<LoginInput, LoginErrors> {
  const mobile = checkMobile(fieldText(fields, 'phoneNumber'));
  const password = fieldText(fields, 'password');
  const errors: LoginErrors = {};
  if (!mobile.ok) errors.phone = mobile.message;
  if (password === '') errors.password = LOGIN_MESSAGES.passwordRequired;
  return mobile.ok && !errors.password
    ? { ok: true, input: { phoneNumber: mobile.value, password } }
    : { ok: false, errors };
}
