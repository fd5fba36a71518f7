'use client';

import { useState, type KeyboardEvent } from 'react';
import { toAsciiDigits, toPersianDigits } from '@/lib/text/persian';
import { useHydrated } from './use-hydrated';

type Props = {
  value: number;
  /** The smallest amount the − button reaches (0 in the cart: it removes the line). */
  min: number;
  max: number;
  /** `typed` when the shopper wrote the amount rather than stepping to it. */
  onChange: (next: number, typed: boolean) => void;
  /** Names the group, e.g. «تعداد کتاب بوف کور». */
  label: string;
  busy?: boolean;
};

/**
 * An amount with + and − buttons and a field that takes Persian, Arabic-Indic
 * or ASCII digits. A written amount counts once the field is left or Enter is
 * pressed; the arrow keys step it.
 */
export function AmountStepper({ value, min, max, onChange, label, busy = false }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const hydrated = useHydrated();

  function commit() {
    if (draft === null) return;
    setDraft(null);
    const digits = toAsciiDigits(draft).replace(/\D/g, '');
    if (digits === '') return;
    const next = Math.min(max, Math.max(min, Number(digits)));
    if (next !== value) onChange(next, true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' && value < max) {
      event.preventDefault();
      onChange(value + 1, false);
    } else if (event.key === 'ArrowDown' && value > min) {
      event.preventDefault();
      onChange(value - 1, false);
    }
  }

  return (
    <div className="stepper" role="group" aria-label={label} aria-busy={busy || undefined}>
      <button
        type="button"
        className="stepper__button"
        aria-label="افزایش تعداد"
        onClick={() => onChange(value + 1, false)}
        disabled={!hydrated || value >= max}
      >
        +
      </button>
      <input
        type="text"
        className="stepper__input"
        aria-label="تعداد"
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? toPersianDigits(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label="کاهش تعداد"
        onClick={() => onChange(value - 1, false)}
        disabled={!hydrated || value <= min}
      >
        −
      </button>
    </div>
  );
}
