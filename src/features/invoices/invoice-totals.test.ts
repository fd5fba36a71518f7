import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/shop-api/browser';
import { invoiceLineItems, invoiceTotals, lineTotal } from './invoice-totals';

// Invoice 7001 of the fixture shop.
const invoice: Invoice = {
  id: '7001',
  code: 'INV-1404-0153',
  dateTime: '2025-06-14T10:20:00.000Z',
  title: 'خرید کتاب و دفتر',
  type: 'فاکتور فروش',
  totalAmount: 976400,
  discount: 118600,
  transportationCost: 45000,
  isDraft: false,
  items: [
    {
      productId: '101',
      productName: 'کتاب بوف کور',
      amount: 2,
      price: 185000,
      unit: 'جلد',
      discount: 37000,
    },
    {
      productId: '110',
      productName: 'دفتر ۱۰۰ برگ سیمی',
      amount: 1,
      price: 680000,
      unit: 'بسته',
      discount: 81600,
    },
  ],
};

describe('invoice figures', () => {
  it('take the line discount off the line', () => {
    expect(invoice.items.map(lineTotal)).toEqual([333000, 598400]);
  });

  it('add up to the payable amount with the transportation', () => {
    const totals = invoiceTotals(invoice);
    expect(totals).toEqual({
      subtotal: 1050000,
      discount: 118600,
      transportation: 45000,
      payable: 976400,
    });
    expect(totals.subtotal - totals.discount + totals.transportation).toBe(totals.payable);
  });

  it('become table lines, a line without a name or unit shown as «کالای {id}» and «عدد»', () => {
    const bare = {
      ...invoice,
      items: [
        { productId: '120', productName: null, amount: 3, price: 1000, unit: null, discount: 0 },
      ],
    };
    expect(invoiceLineItems(invoice)[0]).toEqual({
      key: '0-101',
      title: 'کتاب بوف کور',
      unitName: 'جلد',
      amount: 2,
      price: 185000,
      discount: 37000,
      total: 333000,
    });
    expect(invoiceLineItems(bare)).toEqual([
      {
        key: '0-120',
        title: 'کالای ۱۲۰',
        unitName: 'عدد',
        amount: 3,
        price: 1000,
        discount: 0,
        total: 3000,
      },
    ]);
  });
});
