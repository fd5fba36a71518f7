import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bannerPageSchema } from './banner';
import { categorySchema } from './category';
import { contactInfoSchema } from './contact-info';
import { draftInvoiceListSchema, invoiceSchema } from './invoice';
import { orderSchema } from './order';
import { recoveryCodeInfoSchema } from './password';
import { reviewSchema } from './review';
import { stockHolderNodeSchema } from './stock-holder';
import { optionalTokenSchema, userProfileSchema } from './user';

describe('domain schemas', () => {
  it('category tree: ids as they came, missing children empty', () => {
    expect(
      v.parse(categorySchema, {
        id: 1,
        name: 'ریشه',
        children: [{ id: '2', name: 'نوشیدنی', children: null }],
      }),
    ).toEqual({
      id: 1,
      name: 'ریشه',
      children: [{ id: '2', name: 'نوشیدنی', children: [] }],
    });
  });

  it('stock-holder tree keeps codes', () => {
    const node = v.parse(stockHolderNodeSchema, {
      id: 1,
      name: 'سهامداران',
      code: 100,
      children: [{ id: 2, name: 'الف' }],
    });
    expect(node).toEqual({
      id: 1,
      name: 'سهامداران',
      code: '100',
      children: [{ id: 2, name: 'الف', code: null, children: [] }],
    });
  });

  it('banners: data becomes image; a wrong banner makes the page fail', () => {
    const page = v.parse(bannerPageSchema, {
      result: [{ id: 1, data: '3f2b8c4e-1a2b-4c3d-8e9f-001122334455', order: '2' }],
    });
    expect(page.items[0]).toMatchObject({
      id: 1,
      image: '3f2b8c4e-1a2b-4c3d-8e9f-001122334455',
      order: 2,
      title: null,
    });
    expect(v.safeParse(bannerPageSchema, { result: [{ title: 'no id' }] }).success).toBe(false);
  });

  it('user profile: flags and optional fields', () => {
    expect(
      v.parse(userProfileSchema, { id: 3, firstName: 'علی', lastName: null, isStockHolder: 1 }),
    ).toEqual({
      id: 3,
      firstName: 'علی',
      lastName: '',
      phoneNumber: '',
      isStockHolder: true,
      nationalCode: null,
      stockHolderAccountId: null,
      stockHolderAccountName: null,
    });
  });

  it('signup token is optional', () => {
    expect(v.parse(optionalTokenSchema, 'a.b.c')).toBe('a.b.c');
    expect(v.parse(optionalTokenSchema, null)).toBeNull();
    expect(v.parse(optionalTokenSchema, { id: 1 })).toBeNull();
  });

  it('invoices: numeric strings, missing items, drafts flagged', () => {
    const raw = {
      id: 9,
      code: 1001,
      dateTime: '2024-03-01T10:00:00Z',
      totalAmount: '250000',
      items: null,
    };
    expect(v.parse(invoiceSchema, raw)).toMatchObject({
      id: 9,
      code: '1001',
      totalAmount: 250000,
      discount: 0,
      transportationCost: 0,
      items: [],
      isDraft: false,
    });
    expect(v.parse(draftInvoiceListSchema, [raw])[0]?.isDraft).toBe(true);
  });

  it('orders: status as text, items reshaped', () => {
    const order = v.parse(orderSchema, {
      id: 10001,
      totalAmount: 5,
      status: 'در حال پردازش',
      items: [{ productId: 1, productName: 'x', price: '5', amount: 1 }],
    });
    expect(order).toMatchObject({ id: 10001, status: 'در حال پردازش', code: null });
    expect(order.items[0]).toEqual({
      productId: 1,
      productName: 'x',
      price: 5,
      amount: 1,
      unitName: null,
    });
  });

  it('contact info: ids and coordinates as numbers', () => {
    const address = v.parse(contactInfoSchema, {
      id: 4,
      recipient: 'مریم',
      phoneNumber: '09120000000',
      provinceId: '8',
      cityId: 301,
      address: 'تهران',
      postalCode: 1234567890,
      latitude: '35.7',
      longitude: null,
    });
    expect(address).toMatchObject({
      id: 4,
      provinceId: 8,
      postalCode: '1234567890',
      latitude: 35.7,
      longitude: null,
      isDefault: false,
    });
  });

  it('reviews need a rate', () => {
    expect(
      v.parse(reviewSchema, { id: 1, productId: 2, fullName: 'رضا', rate: '5', comment: 'عالی' }),
    ).toMatchObject({
      rate: 5,
      createdAt: null,
    });
    expect(v.safeParse(reviewSchema, { id: 1, productId: 2 }).success).toBe(false);
  });

  it('recovery code details default to a 6-digit code', () => {
    expect(v.parse(recoveryCodeInfoSchema, null)).toEqual({
      codeLength: 6,
      expiresInSeconds: null,
      resendAfterSeconds: null,
    });
    expect(
      v.parse(recoveryCodeInfoSchema, {
        codeLength: 5,
        expiresInSeconds: 120,
        resendAfterSeconds: '60',
      }),
    ).toEqual({
      codeLength: 5,
      expiresInSeconds: 120,
      resendAfterSeconds: 60,
    });
  });
});
