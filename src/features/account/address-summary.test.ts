import { describe, expect, it } from 'vitest';
import type { ContactInfo } from '@/shop-api/browser';
import { addressLine, withLines } from './address-line';
import { summaryOf } from './address-summary';

const tehran: ContactInfo = {
  id: '1',
  recipient: 'سارا محمدی',
  phoneNumber: '09120000000',
  provinceId: 8,
  cityId: 301,
  address: ' خیابان ولیعصر، کوچه بهار، پلاک ۱۲ ',
  postalCode: '1415893461',
  latitude: null,
  longitude: null,
  isDefault: true,
};

describe('address lines and summaries', () => {
  it('name the province and the city from the place lists', () => {
    expect(addressLine(tehran)).toBe('تهران، تهران، خیابان ولیعصر، کوچه بهار، پلاک ۱۲');
  });

  it('leave out unknown places', () => {
    expect(addressLine({ provinceId: 999, cityId: 999999, address: 'پلاک ۳' })).toBe('پلاک ۳');
  });

  it('summarise addresses with an id only', () => {
    const [saved, withoutId] = withLines([tehran, { ...tehran, id: null }]);
    expect(summaryOf(saved!)).toEqual({
      id: '1',
      recipient: 'سارا محمدی',
      line: 'تهران، تهران، خیابان ولیعصر، کوچه بهار، پلاک ۱۲',
      phoneNumber: '09120000000',
      postalCode: '1415893461',
      isDefault: true,
    });
    expect(summaryOf(withoutId!)).toBeNull();
  });
});
