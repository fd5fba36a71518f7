'use client';

import { BidiText } from '@/ui/BidiText';
import { PriceTag } from '@/ui/PriceTag';
import { ProductImage } from '@/ui/ProductImage';
import { Rating } from '@/ui/Rating';
import { pictureAttributes } from '@/lib/images/image-variants';
import { productHref } from '@/lib/routing/product-path';
import { AddToCartButton } from '../cart/AddToCartButton';
import { cartLineFor } from '../cart/cart-rules';
import { FavouriteToggle } from '../favourites/FavouriteToggle';
import type { CardPriority } from './card-priority';
import type { CardProduct } from './card-product';

type Props = {
  card: CardProduct;
  /**
   * When the picture is asked for (card-priority.ts). Left out rather than
   * undefined, so that no card's payload carries it.
   */
  priority?: CardPriority;
};

/**
 * The one product card, used wherever products are listed. A client component
 * fed the product's few fields (card-product.ts), not a server one: the page
 * then carries the card's markup once, not again in its payload
 * (docs/decisions/0096).
 */
export function ProductCard({ card, priority }: Props) {
  return (
    <article className="product-card">
      <a className="product-card__link" href={productHref(card)}>
        <span className="product-card__media">
          <ProductImage
            picture={pictureAttributes(card.picture, 'card')}
            alt=""
            width={320}
            height={320}
            className="product-card__image"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority === 'first' ? 'high' : undefined}
          />
          {card.prices.percent !== null ? (
            <span className="product-card__badge" aria-hidden="true">
              {card.prices.percent}
            </span>
          ) : null}
        </span>
        <h3 className="product-card__title">
          <BidiText text={card.title} />
        </h3>
      </a>
      <Rating value={card.rate} />
      <div className="product-card__buy">
        <PriceTag texts={card.prices} percentShownElsewhere />
        <AddToCartButton line={cartLineFor(card, null)} look="compact" />
      </div>
      <span className="product-card__favourite">
        <FavouriteToggle productId={card.id} productTitle={card.title} />
      </span>
    </article>
  );
}
