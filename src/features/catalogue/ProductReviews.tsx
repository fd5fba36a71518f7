import 'server-only';
import { formatJalaliDate } from '@/lib/dates';
import { toPersianDigits } from '@/lib/persian';
import type { Id } from '@/shop-api/index';
import { Pagination } from '@/ui/Pagination';
import { Rating } from '@/ui/Rating';
import type { ReviewsResult } from './product-page-data';
import { PRODUCT_MESSAGES } from './messages';
import { ReviewForm } from './ReviewForm';

type Props = { productId: Id; reviews: Promise<ReviewsResult>; pagePath: string };

/** A page of GET reviews/{productId} (started by the page's loader), with Jalali dates and the form. */
export async function ProductReviews({ productId, reviews, pagePath }: Props) {
  const result = await reviews;
  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        نظرات خریداران
      </h2>
      {!result.ok ? (
        <p className="empty-state card" role="alert">
          {result.message}
        </p>
      ) : result.value.items.length === 0 ? (
        <p className="empty-state card">هنوز نظری برای این محصول ثبت نشده است.</p>
      ) : (
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
      )}
      <ReviewForm productId={productId} />
    </section>
  );
}

export function ReviewsSkeleton() {
  return (
    <section className="reviews" aria-busy="true" aria-label="در حال بارگذاری نظرات">
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--block" />
      <span className="skeleton skeleton--block" />
    </section>
  );
}
