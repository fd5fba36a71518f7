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
}: {
  product: Product;
  wholePrices?: boolean;
  eager?: boolean;
}) {
  return (
    <ProductCard
      card={cardProductOf(product, serverConfig().imageBaseUrl, { whole: wholePrices })}
      eager={eager}
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

/** A grid of product cards. */
export function ProductGrid({ products, wholePrices, label, eagerCount = 4 }: GridProps) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCardOf product={product} wholePrices={wholePrices} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
