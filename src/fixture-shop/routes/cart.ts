import * as v from 'valibot';
import type { ShopApp, ShopContext } from '../context';
import { ShopError, success } from '../envelope';
import { id, integerIn, optionalNote } from '../fields';
import { MESSAGES } from '../messages';
import { round2 } from '@/lib/text/money';
import { cartToOrder, cartView, resolveUnit } from '../cart-view';
import { withoutOwner } from '../projections';
import { currentUser, readBody } from '../request';
import { nextId } from '../state';

const MAX_AMOUNT = 999;

const SetItemBody = v.object({
  productId: id(),
  unitId: v.optional(v.nullable(v.union([v.number(), v.string()], MESSAGES.invalidUnit))),
  amount: integerIn(Number.MIN_SAFE_INTEGER, MAX_AMOUNT, MESSAGES.invalidAmount),
});

const SubmitBody = v.object({
  contactInfoId: v.optional(v.nullable(id(MESSAGES.addressNotFound))),
  description: optionalNote,
});

const NEW_ORDER_STATUS = 'در حال پردازش';

/** The cart of the signed-in user: read, set an amount, clear, and submit as an order. */
export function cartRoutes(app: ShopApp, ctx: ShopContext): void {
  app.get('/api/shop/users/cart', (c) => success(cartView(ctx.state(), currentUser(c, ctx).id)));

  app.post('/api/shop/users/cart/set-item', async (c) => {
    const body = await readBody(c, SetItemBody);
    const user = currentUser(c, ctx);
    const state = ctx.state();
    const product = state.productById.get(body.productId);
    if (!product) throw new ShopError('notFound', MESSAGES.productNotFound);
    const unit = resolveUnit(product, body.unitId, ctx.dialect().sameId);
    if (!unit) throw new ShopError('invalidInput', MESSAGES.invalidUnit);
    const lines = (state.carts.get(user.id) ?? []).filter(
      (line) => !(line.productId === product.id && String(line.unitId) === String(unit.id)),
    );
    if (body.amount > 0)
      lines.push({ productId: product.id, unitId: unit.id, amount: body.amount });
    state.carts.set(user.id, lines);
    return success(ctx.dialect().written(cartView(state, user.id)));
  });

  app.get('/api/shop/users/cart/clear', (c) => {
    ctx.state().carts.delete(currentUser(c, ctx).id);
    return success(ctx.dialect().written(null));
  });

  app.patch('/api/shop/users/cart/submit', async (c) => {
    const body = await readBody(c, SubmitBody);
    const user = currentUser(c, ctx);
    const state = ctx.state();
    const cart = cartToOrder(state, user.id);
    const addresses = state.contactInfo.filter((address) => address.userId === user.id);
    const address = body.contactInfoId
      ? addresses.find((candidate) => candidate.id === body.contactInfoId)
      : addresses.find((candidate) => candidate.isDefault);
    if (body.contactInfoId && !address) throw new ShopError('notFound', MESSAGES.addressNotFound);
    const orderId = nextId(state.orders);
    const order = {
      id: orderId,
      userId: user.id,
      code: `S-${orderId}`,
      dateTime: ctx.now().toISOString(),
      totalAmount: round2(cart.totalPriceWithDiscount),
      status: NEW_ORDER_STATUS,
      contactInfoId: address?.id ?? null,
      ...(body.description ? { description: body.description } : {}),
      items: cart.items.map((item) => ({
        productId: item.productId,
        productName: item.productName,
        price: item.priceWithDiscount,
        amount: item.amount,
        unitName: item.unitName,
      })),
    };
    state.orders.push(order);
    state.carts.delete(user.id);
    return success(ctx.dialect().written(withoutOwner(order)));
  });
}
