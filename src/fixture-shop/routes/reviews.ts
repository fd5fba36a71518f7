import * as v from 'valibot';
import type { ShopApp, ShopContext } from '../context';
import { ShopError, failure, success } from '../envelope';
import { id, integerIn, requiredText } from '../fields';
import { MESSAGES } from '../messages';
import { paginate, readPage } from '../pagination';
import { withoutOwner } from '../projections';
import { currentUser, numericParam, query, readBody, requireUser } from '../request';
import { nextId } from '../state';

const ReviewBody = v.object({
  productId: id(),
  rate: integerIn(1, 5, MESSAGES.invalidRate),
  comment: v.pipe(
    requiredText(MESSAGES.commentRequired, 5000),
    v.maxLength(1000, MESSAGES.commentTooLong),
  ),
});

/** Product reviews: the paged list, newest first, and posting one (signed-in users). */
export function reviewRoutes(app: ShopApp, ctx: ShopContext): void {
  app.get('/api/shop/products/reviews/:productId{[0-9]+}', (c) => {
    const productId = numericParam(c, 'productId');
    const state = ctx.state();
    if (!state.productById.has(productId)) return failure('notFound', MESSAGES.productNotFound);
    const reviews = state.reviews
      .filter((review) => review.productId === productId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(withoutOwner);
    return success(paginate(reviews, readPage(query(c), 10)));
  });

  app.post('/api/shop/products/reviews', requireUser(ctx), async (c) => {
    const body = await readBody(c, ReviewBody);
    const user = currentUser(c, ctx);
    const state = ctx.state();
    const product = state.productById.get(body.productId);
    if (!product) throw new ShopError('notFound', MESSAGES.productNotFound);
    const review = {
      id: nextId(state.reviews),
      productId: product.id,
      userId: user.id,
      fullName: `${user.firstName} ${user.lastName}`,
      rate: body.rate,
      comment: body.comment,
      createdAt: ctx.now().toISOString(),
    };
    state.reviews.push(review);
    const total = product.totalReviews ?? 0;
    product.rate = Math.round((((product.rate ?? 0) * total + body.rate) / (total + 1)) * 10) / 10;
    product.totalReviews = total + 1;
    return success(ctx.dialect().written(withoutOwner(review)));
  });
}
