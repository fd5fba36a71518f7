import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productDetailSchema } from '@/shop-api/schemas/product';
import { jsonLdText, productJsonLd } from './product-json-ld';

describe('productJsonLd', () => {
  const product = v.parse(productDetailSchema, { id: 1, code: 'BK-1', title: 'کتاب </script>', price: 200, priceWithDiscount: 150.5 });

  it('describes the product with an offer in rials', () => {
    const data = productJsonLd(product, { url: 'https://x/p', images: ['https://x/i.webp'], description: 'd', rating: 4, reviewCount: 3 });
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'BK-1',
      offers: { '@type': 'Offer', priceCurrency: 'IRR', price: 1505 },
      aggregateRating: { ratingValue: 4, reviewCount: 3 },
    });
  });

  it('cannot close its script element', () => {
    expect(jsonLdText({ name: product.title })).not.toContain('</script>');
    expect(JSON.parse(jsonLdText({ name: product.title }))).toEqual({ name: product.title });
  });
});
