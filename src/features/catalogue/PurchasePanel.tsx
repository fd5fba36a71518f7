'use client';

import { useId, useState } from 'react';
import { toAsciiDigits, toPersianDigits } from '../../lib/persian';
import type { ProductUnit } from '../../shop-api/browser';

/** SPEC §9: the amount starts at 1. */
const DEFAULT_AMOUNT = 1;
const MAX_AMOUNT = 999;

/**
 * Unit choice and amount for the product page. The add-to-cart and
 * favourite buttons are shown but disabled until the cart and favourites
 * land; the note says so rather than pretending they work.
 */
export function PurchasePanel({ units }: { units: ProductUnit[] }) {
  const id = useId();
  const [unitId, setUnitId] = useState(() => (units.find((unit) => unit.isDefault) ?? units[0])?.id ?? 'default');
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const clamp = (value: number) => Math.min(MAX_AMOUNT, Math.max(1, Math.trunc(value) || 1));
  return (
    <div className="purchase">
      {units.length > 1 ? (
        <fieldset className="purchase__units">
          <legend>واحد</legend>
          {units.map((unit) => (
            <label key={unit.id} className="purchase__unit">
              <input type="radio" name={`${id}-unit`} value={unit.id} checked={unitId === unit.id} onChange={() => setUnitId(unit.id)} />
              {unit.title}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="purchase__single-unit">
          واحد: <strong>{units[0]?.title ?? 'عدد'}</strong>
        </p>
      )}
      <div className="stepper" role="group" aria-label="تعداد">
        <button type="button" className="stepper__button" aria-label="افزایش تعداد" onClick={() => setAmount((value) => clamp(value + 1))} disabled={amount >= MAX_AMOUNT}>
          +
        </button>
        <input
          type="text"
          className="stepper__input"
          aria-label="تعداد"
          dir="ltr"
          inputMode="numeric"
          value={toPersianDigits(amount)}
          onChange={(event) => setAmount(clamp(Number(toAsciiDigits(event.target.value).replace(/\D/g, ''))))}
        />
        <button type="button" className="stepper__button" aria-label="کاهش تعداد" onClick={() => setAmount((value) => clamp(value - 1))} disabled={amount <= 1}>
          −
        </button>
      </div>
      <div className="purchase__actions">
        <button type="button" className="button" disabled aria-describedby={`${id}-note`}>
          افزودن به سبد خرید
        </button>
        <button type="button" className="button button--ghost" disabled aria-describedby={`${id}-note`}>
          افزودن به علاقه‌مندی‌ها
        </button>
      </div>
      <p id={`${id}-note`} className="purchase__note">
        خرید آنلاین و فهرست علاقه‌مندی‌ها به‌زودی فعال می‌شوند.
      </p>
    </div>
  );
}
