import { describe, expect, it } from 'vitest';
import { createShopApi } from '@/shop-api/client';
import type { ContactInfo, ContactInfoInput } from '@/shop-api/browser';
import { findSavedAddress, saveAddress } from './address-save';

const input: ContactInfoInput = {
  recipient: 'مریم آزمون',
  phoneNumber: '09120000000',
  provinceId: 8,
  cityId: 301,
  address: 'خیابان انقلاب، پلاک ۹',
  postalCode: '1314567890',
};
const saved = (id: number | string, extra: Partial<ContactInfo> = {}): ContactInfo => ({
  id,
  ...input,
  latitude: null,
  longitude: null,
  isDefault: false,
  ...extra,
});

describe('the address a save wrote, found in the list read back', () => {
  it('an edit is the address with the edited id (either type)', () => {
    const list = [saved(30, { recipient: 'دیگری' }), saved(31)];
    expect(findSavedAddress(list, { editedId: 31, input })?.id).toBe(31);
    expect(findSavedAddress(list, { editedId: '31', input })?.id).toBe(31);
    expect(findSavedAddress(list, { editedId: 99, input })).toBeNull();
  });

  it('a new address is the newest entry holding what was sent', () => {
    const list = [saved(30), saved(31, { recipient: 'دیگری' }), saved(32)];
    expect(findSavedAddress(list, { editedId: null, input })?.id).toBe(32);
    expect(
      findSavedAddress([saved(30, { postalCode: '0000000000' })], { editedId: null, input }),
    ).toBeNull();
  });

  it('answered `true`, the save reads the list again and finds the new address', async () => {
    const sent: string[] = [];
    const api = createShopApi({
      transport: async (request) => {
        sent.push(`${request.method} ${request.path}`);
        const value = request.method === 'GET' ? { result: [saved(7), saved(8)] } : true;
        return Response.json({ isSuccess: true, value });
      },
    });
    expect(await saveAddress(api, null, input)).toEqual({ ok: true, value: saved(8) });
    expect(await saveAddress(api, saved(7), input)).toEqual({ ok: true, value: saved(7) });
    expect(sent).toEqual([
      'POST /api/shop/users/contact-info',
      'GET /api/shop/users/contact-info',
      'PATCH /api/shop/users/contact-info',
      'GET /api/shop/users/contact-info',
    ]);
  });

  it('a failed save is its failure, and nothing is read', async () => {
    const api = createShopApi({
      transport: async () =>
        Response.json({ isSuccess: false, errors: ['کد پستی باید ۱۰ رقم باشد.'] }, { status: 400 }),
    });
    expect(await saveAddress(api, null, input)).toMatchObject({
      ok: false,
      message: 'کد پستی باید ۱۰ رقم باشد.',
    });
  });
});
