import type { ProfileUpdate } from '@/shop-api/browser';
import type { Checked } from '@/ui/form/submit-flow';
import { PERSON_MESSAGES } from './person-messages';
import { isValidNationalCode, normaliseNationalCode } from './national-code';

export type ProfileValues = { firstName: string; lastName: string; nationalCode: string };
export type ProfileErrors = {
  firstName?: string;
  lastName?: string;
  nationalCode?: string;
  form?: string;
};

/**
 * The profile edit's checks: names required; the national code required of a
 * stock holder, valid when given.
 */
export function checkProfile(
  values: ProfileValues,
  isStockHolder: boolean,
): Checked<ProfileUpdate, ProfileErrors> {
  const code = normaliseNationalCode(values.nationalCode);
  const errors: ProfileErrors = {};
  if (values.firstName.trim() === '') errors.firstName = PERSON_MESSAGES.firstName;
  if (values.lastName.trim() === '') errors.lastName = PERSON_MESSAGES.lastName;
  if (code === '' && isStockHolder) errors.nationalCode = PERSON_MESSAGES.nationalCodeRequired;
  else if (code !== '' && !isValidNationalCode(code))
    errors.nationalCode = PERSON_MESSAGES.nationalCodeInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      nationalCode: code === '' ? null : code,
    },
  };
}
