import { PERSIAN_DECIMAL_SEPARATOR, toPersianDigits } from '@/lib/text/persian';

/** SPEC §9: rating length 5. */
export const RATING_LENGTH = 5;

/** The star both Rating and RatingInput draw. */
export const STAR = '★';

/** A score to one decimal, in Persian digits with the Persian decimal separator: «۴٫۱». */
export function ratingScore(value: number): string {
  return toPersianDigits(Math.round(value * 10) / 10).replace('.', PERSIAN_DECIMAL_SEPARATOR);
}

/** «۴٫۱ از ۵». */
export function ratingText(value: number): string {
  return `${ratingScore(value)} از ${toPersianDigits(RATING_LENGTH)}`;
}

/**
 * A score out of 5, shown (the input is RatingInput); the product card renders
 * it in the browser too. The stars are two runs of text, the lit ones first: a
 * card costs two elements for them, not one per star.
 */
export function Rating({
  value,
  label = 'امتیاز',
  size = 'small',
}: {
  value: number;
  label?: string;
  size?: 'small' | 'large';
}) {
  const filled = Math.max(0, Math.min(RATING_LENGTH, value));
  const lit = Math.round(filled);
  return (
    <span
      className={`rating rating--${size}`}
      role="img"
      aria-label={`${label}: ${ratingText(filled)}`}
    >
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__star--on">{STAR.repeat(lit)}</span>
        {STAR.repeat(RATING_LENGTH - lit)}
      </span>
      <span className="rating__value" aria-hidden="true">
        {ratingScore(filled)}
      </span>
    </span>
  );
}
