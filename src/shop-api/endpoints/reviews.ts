import { REVIEW_PAGE_SIZE } from '@/lib/limits';
import { reviewPageSchema, type ReviewInput } from '../schemas/review';
import { ignoredValue } from '../schemas/tolerant';
import { getPage, segment, type EndpointContext, type PageQuery } from './context';
import type { Id } from '../id';

export type ReviewsApi = ReturnType<typeof reviewsEndpoints>;

export function reviewsEndpoints({ call, write }: EndpointContext) {
  return {
    getReviews: (productId: Id, query: PageQuery = {}) =>
      getPage(call, `/api/shop/products/reviews/${segment(productId)}`, query, REVIEW_PAGE_SIZE, reviewPageSchema),

    /** Needs a token. Any success; the answer is not read. */
    addReview: (input: ReviewInput) => write({ method: 'POST', path: '/api/shop/products/reviews', body: input }, ignoredValue),
  };
}
