/**
 * SPEC §9: the unit every product has when it names none. Kept apart from the
 * schemas, so that client code can use them without valibot.
 */
export const DEFAULT_UNIT_ID = 'default';
export const DEFAULT_UNIT_TITLE = 'عدد';

/** The discount in whole percent when the shop gives none. */
export function discountPercentOf(price: number, priceWithDiscount: number): number {
  return price > 0 && priceWithDiscount < price
    ? Math.round(((price - priceWithDiscount) / price) * 100)
    : 0;
}

/**
 * A price as the shop sends it, what it leaves out filled in: no price to pay
 * is the price, no discount is worked out from the two.
 */
export function filledPrices(raw: {
  price: number;
  priceWithDiscount: number | null;
  discountPercent: number | null;
}) {
  const priceWithDiscount = raw.priceWithDiscount ?? raw.price;
  return {
    price: raw.price,
    priceWithDiscount,
    discountPercent: raw.discountPercent ?? discountPercentOf(raw.price, priceWithDiscount),
  };
}
