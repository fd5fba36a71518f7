import 'server-only';
import { DEFAULT_RATING } from '@/lib/limits';
import { formatPercent } from '@/lib/text/money';
import { serverConfig } from '@/server/settings/config';
import type { Product } from '@/shop-api/index';
import { BidiText } from '@/ui/BidiText';
import { PriceTag } from '@/ui/PriceTag';
import { ProductImage } from '@/ui/ProductImage';
import { Rating } from '@/ui/Rating';
import { pictureAttributes } from '@/lib/images/image-variants';
import { productPictures } from '@/lib/images/product-images';
import { productHref } from '@/lib/routing/product-path';
import { AddToCartButton } from '../cart/AddToCartButton';
import { cartLineFor } from '../cart/cart-rules';
import { FavouriteToggle } from '../favourites/FavouriteToggle';

type Props = {
  product: Product;
  /** Home lists show whole-number prices (SPEC §9). */
  wholePrices?: boolean;
  /** The first cards above the fold load eagerly. */
  eager?: boolean;
};

/** The one product card, used wherever products are listed. */
export function ProductCard({ product, wholePrices = false, eager = false }: Props) {
  const [picture] = productPictures(product.images, serverConfig().imageBaseUrl);
  const href = productHref(product);
  return (
    <article className="product-card">
      <a className="product-card__link" href={href}>
        <span className="product-card__media">
          <ProductImage
            picture={pictureAttributes(picture, 'card')}
            alt=""
            width={320}
            height={320}
            className="product-card__image"
            loading={eager ? 'eager' : 'lazy'}
          />
          {product.discountPercent > 0 && product.priceWithDiscount < product.price ? (
            <span className="product-card__badge" aria-hidden="true">
              {formatPercent(product.discountPercent)}
            </span>
          ) : null}
        </span>
        <h3 className="product-card__title">
          <BidiText text={product.title} />
        </h3>
      </a>
      <Rating value={product.rate ?? DEFAULT_RATING} />
      <div className="product-card__buy">
        <PriceTag
          price={product.price}
          priceWithDiscount={product.priceWithDiscount}
          discountPercent={product.discountPercent}
          whole={wholePrices}
          percentShownElsewhere
        />
        <AddToCartButton line={cartLineFor(product, null)} look="compact" />
      </div>
      <span className="product-card__favourite">
        <FavouriteToggle productId={product.id} productTitle={product.title} />
      </span>
    </article>
  );
}

type GridProps = {
  products: Product[];
  wholePrices?: boolean;
  label?: string;
  /** Cards whose picture loads at once (the first screen); the others load as they near it. */
  eagerCount?: number;
};

/** A grid of product cards. */
export function ProductGrid({ products, wholePrices, label, eagerCount = 4 }: GridProps) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} wholePrices={wholePrices} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** Stand-ins with the cards' size while a section streams in. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="product-card product-card--skeleton">
            <span className="skeleton skeleton--media" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
