import type { Cart, CartItem, Id, Product, SetCartItemInput } from '@/shop-api/browser';
import { idKey, sameId } from '@/shop-api/id';
import { DEFAULT_UNIT_ID, DEFAULT_UNIT_TITLE } from '@/shop-api/product-defaults';
import { round2 } from '@/lib/text/money';

/**
 * The cart's amount rules (SPEC §4): adding and decreasing set a line to a
 * given amount; 0 or less removes it. Pure functions over the Cart value, so
 * that the optimistic view and the tests use the same rules.
 */
export type CartChange = 'add' | 'decrease' | 'remove' | 'update' | 'clear';

/** SPEC §9: the amount a purchase starts with. */
export const DEFAULT_AMOUNT = 1;
/** The most of one line the storefront lets a shopper ask for. */
export const MAX_AMOUNT = 999;

export const EMPTY_CART: Cart = { items: [], totalPrice: 0, totalPriceWithDiscount: 0 };

/** A line is one product in one unit. */
export function lineKey(item: Pick<CartItem, 'productId' | 'unitId'>): string {
  return `${idKey(item.productId)}\u0000${idKey(item.unitId)}`;
}

/** A whole amount from 0 to MAX_AMOUNT; anything unreadable is 0. */
export function clampAmount(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  return Math.min(MAX_AMOUNT, Math.max(0, Math.trunc(amount)));
}

/**
 * Which change a new amount is: 0 or less removes; a typed amount updates;
 * otherwise more is an add and less a decrease. The toast of a failure follows it.
 */
export function changeKind(previous: number, next: number, typed = false): CartChange {
  if (next <= 0) return 'remove';
  if (typed) return 'update';
  return next > previous ? 'add' : 'decrease';
}

function withTotals(items: CartItem[]): Cart {
  return {
    items,
    totalPrice: round2(items.reduce((sum, item) => sum + item.totalPrice, 0)),
    totalPriceWithDiscount: round2(
      items.reduce((sum, item) => sum + item.totalPriceWithDiscount, 0),
    ),
  };
}

function lineWithAmount(item: CartItem, amount: number): CartItem {
  return {
    ...item,
    amount,
    totalPrice: round2(item.price * amount),
    totalPriceWithDiscount: round2(item.priceWithDiscount * amount),
  };
}

/** The amount of a line in the cart; 0 when it is not there. */
export function amountOf(cart: Cart, key: string): number {
  return cart.items.find((item) => lineKey(item) === key)?.amount ?? 0;
}

/**
 * The cart with one line set to `amount` (SPEC §4): 0 or less removes it, a
 * line not yet there is added from `line` (its prices per unit). Totals follow.
 */
export function withAmount(cart: Cart, line: CartItem, amount: number): Cart {
  const key = lineKey(line);
  const index = cart.items.findIndex((item) => lineKey(item) === key);
  if (amount <= 0)
    return index === -1 ? cart : withTotals(cart.items.filter((_, at) => at !== index));
  if (index === -1) return withTotals([...cart.items, lineWithAmount(line, amount)]);
  return withTotals(
    cart.items.map((item, at) => (at === index ? lineWithAmount(item, amount) : item)),
  );
}

/**
 * A visitor's cart merged into the account's at login: for the same product
 * and unit the larger amount wins. Answers the set-item calls that make the
 * account's cart so (nothing for lines where the account already has as many).
 */
export function mergeCalls(account: Cart, visitor: Cart): SetCartItemInput[] {
  return visitor.items.flatMap((item) => {
    const amount = clampAmount(item.amount);
    if (amount <= amountOf(account, lineKey(item))) return [];
    return [{ productId: item.productId, unitId: item.unitId, amount }];
  });
}

/** What the header shows: the number of lines. */
export function itemCount(cart: Cart): number {
  return cart.items.length;
}

/** The discount the shopper gets on the whole cart. */
export function cartDiscount(cart: Cart): number {
  return Math.max(0, round2(cart.totalPrice - cart.totalPriceWithDiscount));
}

/** What a product page or card knows of a product to put it in the cart. */
export type CartOffer = Pick<
  Product,
  'id' | 'code' | 'title' | 'price' | 'priceWithDiscount' | 'discountPercent' | 'units'
>;

/** Only what the cart needs, so that a client component is not sent the whole product. */
export function cartOfferOf(product: CartOffer): CartOffer {
  const { id, code, title, price, priceWithDiscount, discountPercent, units } = product;
  return { id, code, title, price, priceWithDiscount, discountPercent, units };
}

/**
 * A cart line of one of the product's units (its default when `unitId` names
 * none of them), priced per that unit: the product's prices times the unit's
 * conversion factor, as the shop prices a cart line. Amount 1.
 */
export function cartLineFor(product: CartOffer, unitId: Id | null): CartItem {
  const unit =
    product.units.find((candidate) => sameId(candidate.id, unitId)) ??
    product.units.find((candidate) => candidate.isDefault) ??
    product.units[0];
  const factor = unit?.conversionFactor ?? 1;
  const price = round2(product.price * factor);
  const priceWithDiscount = round2(product.priceWithDiscount * factor);
  return {
    productId: product.id,
    productName: product.title,
    productCode: product.code,
    price,
    priceWithDiscount,
    totalPrice: price,
    totalPriceWithDiscount: priceWithDiscount,
    amount: 1,
    discountPercent: product.discountPercent,
    unitName: unit?.title ?? DEFAULT_UNIT_TITLE,
    unitId: unit?.id ?? DEFAULT_UNIT_ID,
  };
}
