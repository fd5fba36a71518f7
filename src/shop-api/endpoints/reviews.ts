import { REVIEW_PAGE_SIZE } from '@/lib/limits';
import { API_PRODUCT_REVIEWS_PREFIX, API_REVIEWS_PATH } from '../api-paths';
import { reviewPageSchema, type ReviewInput } from '../schemas/review';
import { ignoredValue } from '../schemas/tolerant';
import { getPage, type EndpointContext, type PageQuery, segment } from './context';
import type { Id } from '../id';

export type ReviewsApi = ReturnType<typeof reviewsEndpoints>;

export function reviewsEndpoints({ call, write }: EndpointContext) {
  return {
    getReviews: (productId: Id, query: PageQuery = {}) =>
      getPage(
        call,
        `${API_PRODUCT_REVIEWS_PREFIX}${segment(productId)}`,
        query,
        REVIEW_PAGE_SIZE,
        reviewPageSchema,
      ),

    /** Needs a token. Any success; the answer is not read. */
    addReview: (input: ReviewInput) =>
      write({ method: 'POST', path: API_REVIEWS_PATH, body: input }, ignoredValue),
  };
}
