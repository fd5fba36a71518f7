'use client';

import type { CartItem } from '@/shop-api/browser';
import { linePicture } from '@/lib/images/image-paths';
import { formatToman } from '@/lib/text/money';
import { AmountStepper } from '@/ui/AmountStepper';
import { BidiText } from '@/ui/BidiText';
import { PriceTag } from '@/ui/PriceTag';
import { priceTexts } from '@/ui/price-texts';
import { ProductImage } from '@/ui/ProductImage';
import { productPath } from '@/lib/routing/product-path';
import { MAX_AMOUNT, changeKind } from './cart-rules';
import { cartStore } from './use-cart';
import { warmShopApiForShopper } from '@/shop-api/load-browser-client';

type Props = { item: CartItem; busy: boolean };

/**
 * One line of the cart page: its product's picture (looked up by the image
 * endpoint, the line carries none); the stepper sets its amount; − at 1 and
 * «حذف» remove it.
 */
export function CartLineRow({ item, busy }: Props) {
  const href = productPath({ code: item.productCode, title: item.productName });
  const picture = linePicture(item.productId, 'cartLine');
  const setAmount = (next: number, typed: boolean) =>
    cartStore.setAmount(item, next, changeKind(item.amount, next, typed));
  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      <a
        className="cart-line__media"
        href={item.productCode ? href : undefined}
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage
          picture={picture}
          alt=""
          width={96}
          height={96}
          className="cart-line__image"
        />
      </a>
      <div className="cart-line__about">
        <h2 className="cart-line__title">
          {item.productCode ? (
            <a href={href}>
              <BidiText text={item.productName} />
            </a>
          ) : (
            <BidiText text={item.productName} />
          )}
        </h2>
        <p className="cart-line__unit">واحد: {item.unitName}</p>
        <PriceTag texts={priceTexts(item)} />
      </div>
      <div
        className="cart-line__amount"
        onPointerDownCapture={warmShopApiForShopper}
        onFocusCapture={warmShopApiForShopper}
      >
        <AmountStepper
          value={item.amount}
          min={0}
          max={MAX_AMOUNT}
          onChange={setAmount}
          label={`تعداد ${item.productName}`}
          busy={busy}
        />
        <button
          type="button"
          className="link-button cart-line__remove"
          onClick={() => setAmount(0, false)}
        >
          حذف<span className="visually-hidden"> {item.productName} از سبد خرید</span>
        </button>
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">مبلغ این ردیف: </span>
        {formatToman(item.totalPriceWithDiscount)}
      </p>
    </li>
  );
}
