import 'server-only';
import { serverConfig } from '@/server/settings/config';
import type { Product } from '@/shop-api/index';
import { cardProductOf } from './card-product';
import { ProductCard } from './ProductCard';

/** A product's card, its props made on the server (the image base is the server's). */
export function ProductCardOf({
  product,
  wholePrices,
  eager,
  first,
}: {
  product: Product;
  wholePrices?: boolean;
  eager?: boolean;
  first?: boolean;
}) {
  return (
    <ProductCard
      card={cardProductOf(product, serverConfig().imageBaseUrl, { whole: wholePrices })}
      eager={eager}
      first={first}
    />
  );
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
            eager={index < eagerCount}
            first={index < firstCount}
          />
        </li>
      ))}
    </ul>
  );
}
