import type { ShopApp, ShopContext } from '../context';
import { ShopError, success } from '../envelope';
import { MESSAGES } from '../messages';
import { paginate, readPage } from '../pagination';
import { withoutOwner } from '../projections';
import { currentUser, numericParam, query } from '../request';

/** Orders of the signed-in user, newest first. */
export function orderRoutes(app: ShopApp, ctx: ShopContext): void {
  const ownOrders = (userId: number) =>
    ctx.state().orders.filter((order) => order.userId === userId);

  app.get('/api/shop/users/orders', (c) => {
    const orders = ownOrders(currentUser(c, ctx).id)
      .sort((a, b) => b.dateTime.localeCompare(a.dateTime))
      .map(withoutOwner);
    return success(paginate(orders, readPage(query(c), 20)));
  });

  app.get('/api/shop/users/orders/:id{[0-9]+}', (c) => {
    const orderId = numericParam(c, 'id');
    const order = ownOrders(currentUser(c, ctx).id).find((candidate) => candidate.id === orderId);
    if (!order) throw new ShopError('notFound', MESSAGES.orderNotFound);
    return success(withoutOwner(order));
  });
}
