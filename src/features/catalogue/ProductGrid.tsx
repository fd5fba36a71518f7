import 'server-only';
import { serverConfig } from '@/server/settings/config';
import type { Product } from '@/shop-api/index';
import { cardProductOf } from './card-product';
import { ProductCard, type CardPriority } from './ProductCard';

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

/** A phone's grid has two columns (src/styles/catalogue.css): its first row is the first screen's largest paint. */
const PHONE_COLUMNS = 2;

/** A grid of product cards; of its eager cards, a phone's first row is asked for first. */
export function ProductGrid({ products, wholePrices, label, eagerCount = 4 }: GridProps) {
  const firstCount = Math.min(PHONE_COLUMNS, eagerCount);
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCardOf
            product={product}
            wholePrices={wholePrices}
            priority={index < firstCount ? 'first' : index < eagerCount ? 'eager' : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
