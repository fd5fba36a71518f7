'use client';

import { useId } from 'react';
import { RATING_LENGTH, STAR, ratingText } from './Rating';

type Props = {
  /** The star picked, 0 for none yet. */
  value: number;
  onChange: (value: number) => void;
  /** The radio group's name in its form; a name of its own otherwise. */
  name?: string;
  label?: string;
  size?: 'small' | 'large';
  /** The id of its error message, when one is shown. */
  describedBy?: string | undefined;
};

/** A rating to pick: a radio group of RATING_LENGTH stars (the score shown is Rating). */
export function RatingInput({
  value,
  onChange,
  name,
  label = 'امتیاز',
  size = 'small',
  describedBy,
}: Props) {
  const id = useId();
  return (
    <fieldset className={`rating rating--input rating--${size}`} aria-describedby={describedBy}>
      <legend className="rating__legend">{label}</legend>
      {Array.from({ length: RATING_LENGTH }, (_, index) => index + 1).map((star) => (
        <label
          key={star}
          className={star <= value ? 'rating__star rating__star--on' : 'rating__star'}
        >
          <input
            className="visually-hidden"
            type="radio"
            name={name ?? id}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
          />
          <span aria-hidden="true">{STAR}</span>
          <span className="visually-hidden">{ratingText(star)}</span>
        </label>
      ))}
    </fieldset>
  );
}
