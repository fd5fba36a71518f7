'use client';

import { useId } from 'react';
import { toPersianDigits } from '@/lib/persian';

/** SPEC §9: rating length 5. */
export const RATING_LENGTH = 5;

type Props = {
  /** 0 to 5; may be fractional when shown. */
  value: number;
  /** Given: the rating is an input (a radio group of stars) named for forms. */
  name?: string;
  onChange?: (value: number) => void;
  label?: string;
  size?: 'small' | 'large';
  /** As an input: the id of its error message, when one is shown. */
  describedBy?: string | undefined;
};

function ratingText(value: number): string {
  return `${toPersianDigits(Math.round(value * 10) / 10)} از ${toPersianDigits(RATING_LENGTH)}`;
}

/** The one rating component: shows a score out of 5, or (with onChange) lets the shopper pick one. */
export function Rating({ value, name, onChange, label = 'امتیاز', size = 'small', describedBy }: Props) {
  const id = useId();
  const stars = Array.from({ length: RATING_LENGTH }, (_, index) => index + 1);
  if (!onChange) {
    const filled = Math.max(0, Math.min(RATING_LENGTH, value));
    return (
      <span className={`rating rating--${size}`} role="img" aria-label={`${label}: ${ratingText(filled)}`}>
        <span className="rating__stars" aria-hidden="true">
          {stars.map((star) => (
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
  return (
    <fieldset className={`rating rating--input rating--${size}`} aria-describedby={describedBy}>
      <legend className="rating__legend">{label}</legend>
      {stars.map((star) => (
        <label key={star} className={star <= value ? 'rating__star rating__star--on' : 'rating__star'}>
          <input
            className="visually-hidden"
            type="radio"
            name={name ?? id}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{ratingText(star)}</span>
        </label>
      ))}
    </fieldset>
  );
}
