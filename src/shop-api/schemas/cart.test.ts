import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cartSchema } from './cart';

const item = {
  productId: 5,
  productName: 'قهوه',
  productCode: 'C-5',
  price: 100000,
  priceWithDiscount: 90000,
  amount: 2,
};

describe('cart schema', () => {
  it('reads a cart object and computes what is missing', () => {
    expect(v.parse(cartSchema, { items: [item] })).toEqual({
      items: [
        {
          productId: 5,
          productName: 'قهوه',
          productCode: 'C-5',
          price: 100000,
          priceWithDiscount: 90000,
          totalPrice: 200000,
          totalPriceWithDiscount: 180000,
          amount: 2,
          discountPercent: 10,
          unitName: 'عدد',
          unitId: 'default',
        },
      ],
      totalPrice: 200000,
      totalPriceWithDiscount: 180000,
    });
  });

  it('accepts a bare item list', () => {
    const cart = v.parse(cartSchema, [
      item,
      { ...item, productId: '6', amount: '1', unitId: 3, unitName: 'بسته' },
    ]);
    expect(cart.items).toHaveLength(2);
    // Ids keep the JSON type they came with: the string '6' and the number 3 go back as they came.
    expect(cart.items[1]).toMatchObject({ productId: '6', amount: 1, unitId: 3, unitName: 'بسته' });
    expect(cart.items[0]).toMatchObject({ productId: 5, unitId: 'default' });
    expect(cart.totalPriceWithDiscount).toBe(270000);
  });

  it('keeps totals the shop sends', () => {
    const cart = v.parse(cartSchema, {
      items: [{ ...item, totalPrice: 1 }],
      totalPrice: 9,
      totalPriceWithDiscount: 8,
    });
    expect(cart).toMatchObject({ totalPrice: 9, totalPriceWithDiscount: 8 });
    expect(cart.items[0]?.totalPrice).toBe(1);
  });

  it('reads no cart as an empty cart', () => {
    const empty = { items: [], totalPrice: 0, totalPriceWithDiscount: 0 };
    expect(v.parse(cartSchema, null)).toEqual(empty);
    expect(v.parse(cartSchema, { items: null })).toEqual(empty);
  });

  it('rejects a line without an amount', () => {
    expect(v.safeParse(cartSchema, [{ ...item, amount: undefined }]).success).toBe(false);
  });
});
