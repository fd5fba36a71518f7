import * as v from 'valibot';
import type { ShopApp, ShopContext } from '../context';
import { ShopError, success } from '../envelope';
import { id } from '../fields';
import { MESSAGES } from '../messages';
import { paginate, readPage } from '../pagination';
import { toSummary } from '../projections';
import { currentUser, numericParam, query, readBody } from '../request';

const FavouriteBody = v.object({ productId: id() });

/** Favourite products of the signed-in user, most recently added first. */
export function favouriteRoutes(app: ShopApp, ctx: ShopContext): void {
  app.get('/api/shop/users/favorites', (c) => {
    const user = currentUser(c, ctx);
    const state = ctx.state();
    const products = user.favouriteProductIds.toReversed().flatMap((productId) => {
      const product = state.productById.get(productId);
      return product ? [toSummary(product, true)] : [];
    });
    return success(paginate(products, readPage(query(c), 10)));
  });

  app.post('/api/shop/users/favorites', async (c) => {
    const { productId } = await readBody(c, FavouriteBody);
    const user = currentUser(c, ctx);
    if (!ctx.state().productById.has(productId))
      throw new ShopError('notFound', MESSAGES.productNotFound);
    if (!user.favouriteProductIds.includes(productId)) user.favouriteProductIds.push(productId);
    return success(ctx.dialect().written(null));
  });

  app.delete('/api/shop/users/favorites/:productId{[0-9]+}', (c) => {
    const productId = numericParam(c, 'productId');
    const user = currentUser(c, ctx);
    if (!ctx.state().productById.has(productId))
      throw new ShopError('notFound', MESSAGES.productNotFound);
    user.favouriteProductIds = user.favouriteProductIds.filter(
      (favourite) => favourite !== productId,
    );
    return success(ctx.dialect().written(null));
  });
}
