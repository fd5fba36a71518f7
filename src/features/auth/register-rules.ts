import { checkMobile } from '@/lib/text/phone';
import { PERSON_MESSAGES } from '../account/person-messages';
import { isValidNationalCode, normaliseNationalCode } from '../account/national-code';
import type { Id, SignupInput } from '@/shop-api/browser';
import { REGISTER_MESSAGES } from './messages';
import { MIN_PASSWORD_LENGTH } from './password-rules';

/** The registration form's checks, in Persian, before anything is sent. */
export type RegisterValues = {
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  confirm: string;
  customerType: 'regular' | 'stockHolder';
  /** As the stock-holder tree gives it; sent back in that JSON type. */
  stockHolderAccountId: Id | null;
  nationalCode: string;
};

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

export function checkRegistration(
  values: RegisterValues,
): { ok: true; input: SignupInput } | { ok: false; errors: RegisterErrors } {
  const errors: RegisterErrors = {};
  if (values.firstName.trim() === '') errors.firstName = PERSON_MESSAGES.firstName;
  if (values.lastName.trim() === '') errors.lastName = PERSON_MESSAGES.lastName;
  const mobile = checkMobile(values.phone);
  if (!mobile.ok) errors.phone = mobile.message;
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = REGISTER_MESSAGES.password;
  if (values.confirm !== values.password) errors.confirm = REGISTER_MESSAGES.confirm;
  const stockHolder = values.customerType === 'stockHolder';
  const nationalCode = normaliseNationalCode(values.nationalCode);
  if (stockHolder) {
    if (values.stockHolderAccountId === null)
      errors.stockHolderAccountId = REGISTER_MESSAGES.stockHolderAccount;
    if (nationalCode === '') errors.nationalCode = PERSON_MESSAGES.nationalCodeRequired;
    else if (!isValidNationalCode(nationalCode))
      errors.nationalCode = PERSON_MESSAGES.nationalCodeInvalid;
  }
  if (Object.keys(errors).length > 0 || !mobile.ok) return { ok: false, errors };
  return {
    ok: true,
    input: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: mobile.value,
      password: values.password,
      nationalCode: stockHolder ? nationalCode : null,
      stockHolderAccountId: stockHolder ? values.stockHolderAccountId : null,
    },
  };
}
