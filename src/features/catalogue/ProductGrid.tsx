import 'server-only';
import { serverConfig } from '@/server/settings/config';
import type { Product } from '@/shop-api/index';
import { cardProductOf } from './card-product';
import { cardPriority, FIRST_SCREEN_CARDS, type CardPriority } from './card-priority';
import { ProductCard } from './ProductCard';

/** A product's card, its props made on the server (the image base is the server's). */
export function ProductCardOf({
  product,
  wholePrices,
  priority,
}: {
  product: Product;
  wholePrices?: boolean;
  priority?: CardPriority;
}) {
  const card = cardProductOf(product, serverConfig().imageBaseUrl, { whole: wholePrices });
  // Written only when set: a prop set to undefined still goes into the payload ("$undefined").
  return <ProductCard card={card} {...(priority && { priority })} />;
}

type GridProps = {
  products: Product[];
  wholePrices?: boolean;
  label?: string;
  /** Cards whose picture loads at once (the first screen); the others load as they near it. */
  eagerCount?: number;
};

/** A grid of product cards. */
export function ProductGrid({
  products,
  wholePrices,
  label,
  eagerCount = FIRST_SCREEN_CARDS,
}: GridProps) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCardOf
            product={product}
            wholePrices={wholePrices}
            priority={cardPriority(index, eagerCount)}
          />
        </li>
      ))}
    </ul>
  );
}
