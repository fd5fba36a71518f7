import { reviewPageSchema, reviewSchema, type ReviewInput } from '../schemas/review';
import { pageQuery, segment, type EndpointContext, type PageQuery } from './context';

const REVIEW_PAGE_SIZE = 10;

export type ReviewsApi = ReturnType<typeof reviewsEndpoints>;

export function reviewsEndpoints({ call }: EndpointContext) {
  return {
    getReviews: (productId: string, query: PageQuery = {}) =>
      call(
        {
          method: 'GET',
          path: `/api/shop/products/reviews/${segment(productId)}`,
          query: pageQuery(query, REVIEW_PAGE_SIZE),
        },
        reviewPageSchema,
      ),

    /** Needs a token. */
    addReview: (input: ReviewInput) =>
      call({ method: 'POST', path: '/api/shop/products/reviews', body: input }, reviewSchema),
  };
}
