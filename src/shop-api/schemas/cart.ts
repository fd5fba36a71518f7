import * as v from 'valibot';
import { DEFAULT_UNIT_ID, DEFAULT_UNIT_TITLE, filledPrices } from '../product-defaults';
import { id, listOr, num, optionalId, optionalNum, optionalText, textOr } from './tolerant';
import type { Id } from '../id';

export type CartItem = {
  productId: Id;
  productName: string;
  productCode: string;
  /** Unit price before discount. */
  price: number;
  priceWithDiscount: number;
  totalPrice: number;
  totalPriceWithDiscount: number;
  amount: number;
  discountPercent: number;
  unitName: string;
  unitId: Id;
};

export type Cart = { items: CartItem[]; totalPrice: number; totalPriceWithDiscount: number };

export type SetCartItemInput = { productId: Id; unitId: Id; amount: number };
export type SubmitCartInput = { contactInfoId: Id; description?: string };

const cartItemSchema = v.pipe(
  v.looseObject({
    productId: id,
    productName: textOr(''),
    productCode: textOr(''),
    price: num,
    priceWithDiscount: optionalNum,
    totalPrice: optionalNum,
    totalPriceWithDiscount: optionalNum,
    amount: num,
    discountPercent: optionalNum,
    unitName: optionalText,
    unitId: optionalId,
  }),
  v.transform((raw): CartItem => {
    const prices = filledPrices(raw);
    return {
      productId: raw.productId,
      productName: raw.productName,
      productCode: raw.productCode,
      ...prices,
      totalPrice: raw.totalPrice ?? raw.price * raw.amount,
      totalPriceWithDiscount: raw.totalPriceWithDiscount ?? prices.priceWithDiscount * raw.amount,
      amount: raw.amount,
      unitName: raw.unitName ?? DEFAULT_UNIT_TITLE,
      unitId: raw.unitId ?? DEFAULT_UNIT_ID,
    };
  }),
);

/**
 * The cart as `{items, totalPrice, totalPriceWithDiscount}`, or a bare item
 * list, or null (no cart yet: empty). Missing totals are summed from the items.
 */
export const cartSchema = v.pipe(
  v.unknown(),
  v.transform((value) => (Array.isArray(value) || value === null ? { items: value } : value)),
  v.looseObject({
    items: listOr(cartItemSchema),
    totalPrice: optionalNum,
    totalPriceWithDiscount: optionalNum,
  }),
  v.transform((raw): Cart => ({
    items: raw.items,
    totalPrice: raw.totalPrice ?? sum(raw.items.map((item) => item.totalPrice)),
    totalPriceWithDiscount:
      raw.totalPriceWithDiscount ?? sum(raw.items.map((item) => item.totalPriceWithDiscount)),
  })),
);

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
