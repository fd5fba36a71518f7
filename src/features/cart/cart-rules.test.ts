import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@/shop-api/browser';
import {
  EMPTY_CART,
  amountOf,
  cartLineFor,
  cartDiscount,
  changeKind,
  clampAmount,
  itemCount,
  lineKey,
  mergeCalls,
  withAmount,
} from './cart-rules';

function line(
  productId: string,
  unitId: string,
  amount: number,
  price = 1000,
  priceWithDiscount = 900,
): CartItem {
  return {
    productId,
    productName: `کالای ${productId}`,
    productCode: `P-${productId}`,
    price,
    priceWithDiscount,
    totalPrice: price * amount,
    totalPriceWithDiscount: priceWithDiscount * amount,
    amount,
    discountPercent: 10,
    unitName: 'عدد',
    unitId,
  };
}

const cartOf = (...items: CartItem[]): Cart =>
  items.reduce((cart, item) => withAmount(cart, item, item.amount), EMPTY_CART);

describe('cart amounts (SPEC §4)', () => {
  it('adds a new line with its totals', () => {
    const cart = withAmount(EMPTY_CART, line('101', 'default', 1), 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      amount: 2,
      totalPrice: 2000,
      totalPriceWithDiscount: 1800,
    });
    expect(cart).toMatchObject({ totalPrice: 2000, totalPriceWithDiscount: 1800 });
  });

  it('sets an existing line to the given amount, not adding to it', () => {
    const cart = withAmount(cartOf(line('101', 'default', 3)), line('101', 'default', 1), 5);
    expect(amountOf(cart, lineKey(line('101', 'default', 0)))).toBe(5);
    expect(cart.totalPriceWithDiscount).toBe(4500);
  });

  it('removes a line at 0 and below', () => {
    const start = cartOf(line('101', 'default', 3), line('102', '7', 1, 2000, 2000));
    for (const amount of [0, -1, -999]) {
      const cart = withAmount(start, line('101', 'default', 1), amount);
      expect(cart.items.map((item) => item.productId)).toEqual(['102']);
      expect(cart.totalPrice).toBe(2000);
    }
    expect(withAmount(EMPTY_CART, line('101', 'default', 1), 0)).toBe(EMPTY_CART);
  });

  it('keeps the same product in two units as two lines', () => {
    const cart = cartOf(line('110', '1', 2), line('110', '2', 3));
    expect(itemCount(cart)).toBe(2);
    expect(amountOf(cart, lineKey({ productId: '110', unitId: '2' }))).toBe(3);
  });

  it('keeps decimal prices to two places', () => {
    const cart = withAmount(EMPTY_CART, line('111', 'default', 1, 112000.75, 112000.75), 3);
    expect(cart.totalPrice).toBe(336002.25);
  });

  it('clamps amounts to whole numbers from 0 to 999', () => {
    expect(clampAmount(2.7)).toBe(2);
    expect(clampAmount(-4)).toBe(0);
    expect(clampAmount(5000)).toBe(999);
    expect(clampAmount(Number.NaN)).toBe(0);
  });

  it('names each change for its toast', () => {
    expect(changeKind(1, 2)).toBe('add');
    expect(changeKind(3, 2)).toBe('decrease');
    expect(changeKind(1, 0)).toBe('remove');
    expect(changeKind(1, -2)).toBe('remove');
    expect(changeKind(1, 7, true)).toBe('update');
    expect(changeKind(7, 0, true)).toBe('remove');
  });

  it('knows the discount of the whole cart', () => {
    expect(cartDiscount(cartOf(line('101', 'default', 2), line('102', 'default', 1)))).toBe(300);
    expect(cartDiscount(EMPTY_CART)).toBe(0);
  });
});

describe("merging a visitor's cart at login", () => {
  it('sends the visitor lines the account does not have', () => {
    expect(mergeCalls(EMPTY_CART, cartOf(line('101', 'default', 2)))).toEqual([
      { productId: '101', unitId: 'default', amount: 2 },
    ]);
  });

  it('lets the larger amount win for the same product and unit', () => {
    const account = cartOf(
      line('101', 'default', 3),
      line('102', '7', 1),
      line('103', 'default', 4),
    );
    const visitor = cartOf(line('101', 'default', 1), line('102', '7', 5), line('102', '8', 2));
    expect(mergeCalls(account, visitor)).toEqual([
      { productId: '102', unitId: '7', amount: 5 },
      { productId: '102', unitId: '8', amount: 2 },
    ]);
  });

  it('sends nothing for an empty visitor cart', () => {
    expect(mergeCalls(cartOf(line('101', 'default', 3)), EMPTY_CART)).toEqual([]);
  });
});

describe('a cart line from a product', () => {
  const notebook = {
    id: '110',
    code: 'ST-2001',
    title: 'دفتر ۱۰۰ برگ سیمی',
    price: 68000,
    priceWithDiscount: 59840,
    discountPercent: 12,
    units: [
      { id: '1', title: 'عدد', isDefault: true, conversionFactor: 1 },
      { id: '2', title: 'بسته', isDefault: false, conversionFactor: 10 },
    ],
  };

  it('prices the chosen unit by its conversion factor', () => {
    expect(cartLineFor(notebook, '2')).toMatchObject({
      productId: '110',
      productCode: 'ST-2001',
      unitId: '2',
      unitName: 'بسته',
      price: 680000,
      priceWithDiscount: 598400,
      amount: 1,
    });
  });

  it('takes the default unit when the asked one is unknown', () => {
    expect(cartLineFor(notebook, 'nope')).toMatchObject({
      unitId: '1',
      unitName: 'عدد',
      price: 68000,
    });
  });

  it("uses SPEC §9's default unit when the product has none", () => {
    expect(cartLineFor({ ...notebook, units: [] }, null)).toMatchObject({
      unitId: 'default',
      unitName: 'عدد',
    });
  });
});
