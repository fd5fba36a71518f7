import { describe, expect, it } from 'vitest';
import { checkAddress, type AddressValues } from './address-rules';
import { MOBILE_MESSAGES } from '@/lib/text/phone';
import { ADDRESS_MESSAGES } from './messages';

const valid: AddressValues = {
  recipient: ' سارا محمدی ',
  phone: '۰۹۱۲۰۰۰۰۰۰۰',
  provinceId: 8,
  cityId: 301,
  address: 'خیابان ولیعصر، کوچه بهار، پلاک ۱۲',
  postalCode: '۱۴۳۴۸-۶۳۱۱۱',
  position: { lat: 35.7000001234, lng: 51.4 },
  isDefault: true,
};

describe('address checks', () => {
  it('builds the contact-info body', () => {
    expect(checkAddress(valid)).toEqual({
      ok: true,
      input: {
        recipient: 'سارا محمدی',
        phoneNumber: '09120000000',
        provinceId: 8,
        cityId: 301,
        address: 'خیابان ولیعصر، کوچه بهار، پلاک ۱۲',
        postalCode: '1434863111',
        latitude: 35.7,
        longitude: 51.4,
        isDefault: true,
      },
    });
  });

  it('gives every field its Persian message', () => {
    const result = checkAddress({
      recipient: '',
      phone: '123',
      provinceId: null,
      cityId: null,
      address: 'کوتاه',
      postalCode: '12345',
      position: null,
      isDefault: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      recipient: ADDRESS_MESSAGES.recipient,
      phone: MOBILE_MESSAGES.invalid,
      provinceId: ADDRESS_MESSAGES.province,
      cityId: ADDRESS_MESSAGES.city,
      address: ADDRESS_MESSAGES.address,
      postalCode: ADDRESS_MESSAGES.postalCode,
      position: ADDRESS_MESSAGES.position,
    });
    expect(checkAddress({ ...valid, phone: ' ' })).toEqual({
      ok: false,
      errors: { phone: MOBILE_MESSAGES.required },
    });
  });

  it('refuses a city of another province and an 11-digit postal code', () => {
    expect(checkAddress({ ...valid, provinceId: 1 })).toMatchObject({
      ok: false,
      errors: { cityId: ADDRESS_MESSAGES.city },
    });
    expect(checkAddress({ ...valid, postalCode: '14348631110' })).toMatchObject({
      ok: false,
      errors: { postalCode: ADDRESS_MESSAGES.postalCode },
    });
    expect(checkAddress({ ...valid, position: { lat: 95, lng: 51 } })).toMatchObject({ ok: false });
  });
});
