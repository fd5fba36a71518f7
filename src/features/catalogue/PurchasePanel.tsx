'use client';

import { useId, useMemo, useState } from 'react';
import { AmountStepper } from '@/ui/AmountStepper';
import { AddToCartButton } from '../cart/AddToCartButton';
import { DEFAULT_AMOUNT, MAX_AMOUNT, cartLineFor, type CartOffer } from '../cart/cart-rules';
import { FavouriteToggle } from '../favourites/FavouriteToggle';
import { formatToman } from '@/lib/text/money';
import { sameId } from '@/shop-api/id';

type Props = { product: CartOffer };

/** The product page's unit choice, amount, add-to-cart and favourite. */
export function PurchasePanel({ product }: Props) {
  const id = useId();
  const { units } = product;
  const [unitId, setUnitId] = useState(
    () => (units.find((unit) => unit.isDefault) ?? units[0])?.id ?? null,
  );
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const line = useMemo(() => cartLineFor(product, unitId), [product, unitId]);
  return (
    <div className="purchase">
      {units.length > 1 ? (
        <fieldset className="purchase__units">
          <legend>واحد</legend>
          {units.map((unit) => (
            <label key={unit.id} className="purchase__unit">
              <input
                type="radio"
                name={`${id}-unit`}
                value={unit.id}
                checked={sameId(unitId, unit.id)}
                onChange={() => setUnitId(unit.id)}
              />
              {unit.title}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="purchase__single-unit">
          واحد: <strong>{line.unitName}</strong>
        </p>
      )}
      {units.length > 1 && line.priceWithDiscount !== product.priceWithDiscount ? (
        <p className="purchase__unit-price">
          قیمت هر {line.unitName}: <strong>{formatToman(line.priceWithDiscount)}</strong>
        </p>
      ) : null}
      <AmountStepper
        value={amount}
        min={1}
        max={MAX_AMOUNT}
        onChange={(next) => setAmount(next)}
        label="تعداد"
      />
      <div className="purchase__actions">
        <AddToCartButton line={line} amount={amount} />
        <FavouriteToggle productId={product.id} productTitle={product.title} look="button" />
      </div>
    </div>
  );
}
