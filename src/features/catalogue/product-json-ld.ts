import type { ProductDetail } from '@/shop-api/index';

/** schema.org Product with an Offer. The shop prices in toman, which has no ISO 4217 code: the offer states rials (×10). */
export function productJsonLd(
  product: ProductDetail,
  options: { url: string; images: string[]; description: string; rating: number; reviewCount: number },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.code,
    image: options.images,
    description: options.description,
    url: options.url,
    ...(options.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: options.rating, bestRating: 5, reviewCount: options.reviewCount } }
      : {}),
    offers: {
      '@type': 'Offer',
      url: options.url,
      priceCurrency: 'IRR',
      price: Math.trunc(product.priceWithDiscount * 10),
      availability: 'https://schema.org/InStock',
    },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so the text cannot close the script. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
