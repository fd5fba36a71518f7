import { toPersianDigits } from '@/lib/persian';

/** SPEC §9: rating length 5. */
export const RATING_LENGTH = 5;

/** «۴٫۱ از ۵». */
export function ratingText(value: number): string {
  return `${toPersianDigits(Math.round(value * 10) / 10)} از ${toPersianDigits(RATING_LENGTH)}`;
}

/**
 * A score out of 5, shown (the input is RatingInput): a server component, so
 * that a page of product cards sends no rating code to the browser and has
 * none to hydrate.
 */
export function Rating({ value, label = 'امتیاز', size = 'small' }: { value: number; label?: string; size?: 'small' | 'large' }) {
  const filled = Math.max(0, Math.min(RATING_LENGTH, value));
  return (
    <span className={`rating rating--${size}`} role="img" aria-label={`${label}: ${ratingText(filled)}`}>
      <span className="rating__stars" aria-hidden="true">
        {Array.from({ length: RATING_LENGTH }, (_, index) => index + 1).map((star) => (
          <span key={star} className={star <= Math.round(filled) ? 'rating__star rating__star--on' : 'rating__star'}>
            ★
          </span>
        ))}
      </span>
      <span className="rating__value" aria-hidden="true">
        {toPersianDigits(Math.round(filled * 10) / 10)}
      </span>
    </span>
  );
}
