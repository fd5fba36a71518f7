import { describe, expect, it } from 'vitest';
import { PERSON_MESSAGES } from '../account/person-messages';
import { REGISTER_MESSAGES } from './messages';
import { checkRegistration, type RegisterValues } from './register-rules';

const base: RegisterValues = {
  firstName: ' مریم ',
  lastName: 'کاظمی',
  phone: '۰۹۱۵۱۲۳۴۵۶۷',
  password: 'secret1',
  confirm: 'secret1',
  customerType: 'regular',
  stockHolderAccountId: null,
  nationalCode: '',
};

describe('registration checks', () => {
  it('builds the signup body of a regular customer', () => {
    expect(checkRegistration(base)).toEqual({
      ok: true,
      input: {
        firstName: 'مریم',
        lastName: 'کاظمی',
        phoneNumber: '09151234567',
        password: 'secret1',
        nationalCode: null,
        stockHolderAccountId: null,
      },
    });
  });

  it('ignores stock-holder fields of a regular customer', () => {
    const result = checkRegistration({ ...base, stockHolderAccountId: '512', nationalCode: '123' });
    expect(result).toMatchObject({
      ok: true,
      input: { nationalCode: null, stockHolderAccountId: null },
    });
  });

  it('asks a stock holder for a leaf and a national code with a valid check digit', () => {
    const stockHolder = { ...base, customerType: 'stockHolder' as const };
    expect(checkRegistration(stockHolder)).toEqual({
      ok: false,
      errors: {
        stockHolderAccountId: REGISTER_MESSAGES.stockHolderAccount,
        nationalCode: PERSON_MESSAGES.nationalCodeRequired,
      },
    });
    expect(
      checkRegistration({
        ...stockHolder,
        stockHolderAccountId: '512',
        nationalCode: '0453928172',
      }),
    ).toEqual({
      ok: false,
      errors: { nationalCode: PERSON_MESSAGES.nationalCodeInvalid },
    });
    expect(
      checkRegistration({
        ...stockHolder,
        stockHolderAccountId: '512',
        nationalCode: '۰۴۵۳۹۲۸۱۷۱',
      }),
    ).toMatchObject({
      ok: true,
      input: { nationalCode: '0453928171', stockHolderAccountId: '512' },
    });
  });

  it('names every missing or wrong field', () => {
    const result = checkRegistration({
      ...base,
      firstName: '',
      lastName: ' ',
      phone: '123',
      password: '123',
      confirm: '1234',
    });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(
      ['confirm', 'firstName', 'lastName', 'password', 'phone'].sort(),
    );
  });
});
