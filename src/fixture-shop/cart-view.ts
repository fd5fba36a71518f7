import { DEFAULT_DIALECT, type Dialect } from './dialect';
import { ShopError } from './envelope';
import { MESSAGES } from './messages';
import type { Product, Unit } from './seed-schema';
import type { CartLine, FixtureDatabase } from './state';
import { round2 } from '@/lib/text/money';

export const DEFAULT_UNIT_ID = 'default';
const DEFAULT_UNIT_NAME = 'عدد';

/** A cart line as the shop's cart answers carry it (docs/api-shapes.md). */
type CartItem = ReturnType<typeof cartItem>;
export type Cart = { items: CartItem[]; totalPrice: number; totalPriceWithDiscount: number };

export type ResolvedUnit = { id: number | string; name: string; factor: number };

function resolved(unit: Unit): ResolvedUnit {
  return { id: unit.id, name: unit.title ?? DEFAULT_UNIT_NAME, factor: unit.conversionFactor ?? 1 };
}

/**
 * The unit a cart line uses: the requested one, or the product's default when none
 * (or 'default') is asked for. Null when the product has no such unit: ids compare
 * as the dialect compares them (the strict one by JSON type too).
 */
export function resolveUnit(
  product: Product,
  requested: number | string | null | undefined,
  sameId: Dialect['sameId'] = DEFAULT_DIALECT.sameId,
): ResolvedUnit | null {
  const units = product.units ?? [];
  if (
    requested === null ||
    requested === undefined ||
    requested === '' ||
    requested === DEFAULT_UNIT_ID
  ) {
    const unit = units.find((candidate) => candidate.isDefault);
    return unit ? resolved(unit) : { id: DEFAULT_UNIT_ID, name: DEFAULT_UNIT_NAME, factor: 1 };
  }
  const unit = units.find((candidate) => sameId(requested, candidate.id));
  return unit ? resolved(unit) : null;
}

export function cartItem(product: Product, line: CartLine) {
  const unit = resolveUnit(product, line.unitId) ?? {
    id: line.unitId,
    name: DEFAULT_UNIT_NAME,
    factor: 1,
  };
  const price = round2(product.price * unit.factor);
  const priceWithDiscount = round2(product.priceWithDiscount * unit.factor);
  return {
    productId: product.id,
    productName: product.title,
    productCode: product.code,
    price,
    priceWithDiscount,
    totalPrice: round2(price * line.amount),
    totalPriceWithDiscount: round2(priceWithDiscount * line.amount),
    amount: line.amount,
    discountPercent: product.discountPercent,
    unitName: unit.name,
    unitId: unit.id,
  };
}

export function cartView(state: FixtureDatabase, userId: number): Cart {
  const items = (state.carts.get(userId) ?? []).flatMap((line) => {
    const product = state.productById.get(line.productId);
    return product ? [cartItem(product, line)] : [];
  });
  return {
    items,
    totalPrice: round2(items.reduce((sum, item) => sum + item.totalPrice, 0)),
    totalPriceWithDiscount: round2(
      items.reduce((sum, item) => sum + item.totalPriceWithDiscount, 0),
    ),
  };
}

/**
 * The user's cart as an order or a pro-forma takes it; an empty cart is refused
 * with the shop's message.
 */
export function cartToOrder(state: FixtureDatabase, userId: number): Cart {
  const cart = cartView(state, userId);
  if (cart.items.length === 0) throw new ShopError('invalidInput', MESSAGES.emptyCart);
  return cart;
}
