import 'server-only';
import { Suspense } from 'react';
import { formatJalaliDate } from '@/lib/text/dates';
import { toPersianDigits } from '@/lib/text/persian';
import type { Id } from '@/shop-api/index';
import { Pagination } from '@/ui/Pagination';
import { Rating } from '@/ui/Rating';
import type { ReviewsResult } from './product-page-data';
import { PRODUCT_MESSAGES } from './messages';
import { ReviewForm } from './ReviewForm';

type Props = {
  productId: Id;
  reviews: Promise<ReviewsResult>;
  pagePath: string;
  /**
   * The product's totalReviews: whether the waiting list is drawn as cards or
   * as the empty state.
   */
  total: number;
};

/**
 * Cards drawn while the reviews are on their way: a product's totalReviews
 * may count ratings without a comment, so it says whether there are reviews
 * more than how many the page will list; three is a common page's height.
 */
const SKELETON_CARDS = 3;

/**
 * The reviews section: its heading and the form at once, the page of GET
 * reviews/{productId} (started by the page's loader) streamed into it, in
 * place of cards of about its height, so that what is below it barely moves
 * when it arrives.
 */
export function ProductReviews({ productId, reviews, pagePath, total }: Props) {
  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        نظرات خریداران
      </h2>
      <Suspense fallback={<ReviewsSkeleton count={Math.min(total, SKELETON_CARDS)} />}>
        <ReviewsList reviews={reviews} pagePath={pagePath} />
      </Suspense>
      <ReviewForm productId={productId} />
    </section>
  );
}

/** A page of reviews, with Jalali dates. */
async function ReviewsList({ reviews, pagePath }: Pick<Props, 'reviews' | 'pagePath'>) {
  const result = await reviews;
  if (!result.ok) {
    return (
      <p className="empty-state card" role="alert">
        {result.message}
      </p>
    );
  }
  if (result.value.items.length === 0)
    return <p className="empty-state card">هنوز نظری برای این محصول ثبت نشده است.</p>;
  return (
    <>
      <ul className="reviews__list">
        {result.value.items.map((review) => {
          const date = formatJalaliDate(review.createdAt);
          return (
            <li key={review.id} className="review card">
              <div className="review__head">
                <strong>{review.fullName.trim() || PRODUCT_MESSAGES.anonymousReviewer}</strong>
                <Rating value={review.rate} />
                {date ? (
                  <time dateTime={review.createdAt ?? undefined} className="review__date">
                    {date}
                  </time>
                ) : null}
              </div>
              <p className="review__text">{toPersianDigits(review.comment)}</p>
            </li>
          );
        })}
      </ul>
      <Pagination
        label="صفحه‌بندی نظرات"
        page={result.value.page}
        totalPages={result.value.totalPages}
        hrefFor={(n) => (n > 1 ? `${pagePath}?reviews=${n}#reviews` : `${pagePath}#reviews`)}
      />
    </>
  );
}

/**
 * A card for each review the page will show, laid out as a one-line review
 * (the same head and text lines, bars in place of words), so that the cards
 * that replace it are as tall; or the empty state's card.
 */
function ReviewsSkeleton({ count }: { count: number }) {
  return (
    <section aria-busy="true" aria-label="در حال بارگذاری نظرات">
      {count === 0 ? (
        <div className="empty-state card">
          <span className="skeleton skeleton--line" />
        </div>
      ) : (
        <div className="reviews__list">
          {Array.from({ length: count }, (_, index) => (
            <div key={index} className="review-placeholder card">
              <div className="review__head">
                <strong>
                  <span className="skeleton skeleton--text skeleton--name" />
                </strong>
              </div>
              <p className="review__text">
                <span className="skeleton skeleton--text" />
              </p>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
