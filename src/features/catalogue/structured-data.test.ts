import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jsonLdText } from '@/lib/text/json-ld';
import { productPath } from '@/lib/routing/product-path';
import { productDetailSchema, productSchema } from '@/shop-api/schemas/product';
import type { Review } from '@/shop-api/index';
import { checkJsonLd } from '@test-support/json-ld-checker';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from './structured-data';

const ORIGIN = 'https://shop.example.ir';
const product = v.parse(productDetailSchema, {
  id: 1,
  code: 'BK-1',
  title: 'کتاب </script><script>alert(1)</script>',
  price: 200,
  priceWithDiscount: 150.5,
  rate: 4.25,
  totalReviews: 12,
});
const review = (rate: number, fullName = 'سارا'): Review => ({
  id: rate,
  productId: 1,
  fullName,
  rate,
  comment: 'خوب بود',
  createdAt: '2025-03-01T10:00:00Z',
});
const options = {
  url: `${ORIGIN}/Product/BK-1/x`,
  images: [`${ORIGIN}/_img/1280/m/7`],
  description: 'd',
  reviews: [review(5), review(3, ' ')],
};

/**
 * Every block passes the checker (schema.org's vocabulary, Google's required
 * properties) and survives its script element.
 */
function valid(block: object) {
  expect(checkJsonLd(block, { origin: ORIGIN })).toEqual([]);
  expect(JSON.parse(jsonLdText(block))).toEqual(block);
  return block;
}

describe('structured data', () => {
  it('Product: an offer in rials (×10), the rating and the reviews shown', () => {
    expect(valid(productJsonLd(product, options))).toMatchObject({
      '@type': 'Product',
      name: product.title,
      sku: 'BK-1',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'IRR',
        price: 1505,
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
      review: [
        {
          author: { name: 'سارا' },
          reviewRating: { ratingValue: 5 },
          reviewBody: 'خوب بود',
          datePublished: '2025-03-01',
        },
        { author: { name: 'کاربر فروشگاه' }, reviewRating: { ratingValue: 3 } },
      ],
    });
  });

  it('Product without reviews: no rating, no review, and no placeholder as its image', () => {
    const plain = v.parse(productDetailSchema, {
      id: 2,
      code: 'X',
      title: 'ساده',
      price: 10,
      totalReviews: 0,
    });
    const block = valid(productJsonLd(plain, { ...options, images: [], reviews: [] }));
    expect(block).not.toHaveProperty('aggregateRating');
    expect(block).not.toHaveProperty('review');
    expect(block).not.toHaveProperty('image');
  });

  it('never makes a rating up: without the shop’s rate, the reviews shown give it; a review off the scale is left out', () => {
    const unrated = v.parse(productDetailSchema, {
      id: 3,
      code: 'Y',
      title: 'بی‌امتیاز',
      price: 10,
    });
    expect(
      valid(productJsonLd(unrated, { ...options, reviews: [review(5), review(4), review(9)] })),
    ).toMatchObject({
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(
      productJsonLd({ ...unrated, totalReviews: 3 }, { ...options, reviews: [] }),
    ).not.toHaveProperty('aggregateRating');
  });

  it('BreadcrumbList: home, the category path, the page, with absolute URLs', () => {
    expect(
      valid(
        breadcrumbJsonLd(ORIGIN, [
          { name: 'کتاب', path: '/category/10' },
          { name: 'رمان', path: '/category/11' },
          { name: 'بوف کور', path: '/Product/BK-1/بوف-کور' },
        ]),
      ),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: 'خانه', item: `${ORIGIN}/` },
        { position: 2, name: 'کتاب', item: `${ORIGIN}/category/10` },
        { position: 3, name: 'رمان', item: `${ORIGIN}/category/11` },
        { position: 4, name: 'بوف کور', item: `${ORIGIN}/Product/BK-1/بوف-کور` },
      ],
    });
  });

  it('ItemList: the products shown, placed in the whole listing', () => {
    const items = ['چای', 'قهوه'].map((title, n) =>
      v.parse(productSchema, { id: n, code: `C-${n}`, title, price: 1 }),
    );
    expect(valid(itemListJsonLd(ORIGIN, items, 11))).toMatchObject({
      itemListElement: [
        { position: 11, url: `${ORIGIN}${productPath(items[0]!)}`, name: 'چای' },
        { position: 12, url: `${ORIGIN}${productPath(items[1]!)}`, name: 'قهوه' },
      ],
    });
  });

  it('WebSite with the search of /Products, and Organization with the logo', () => {
    expect(valid(webSiteJsonLd(ORIGIN, 'فروشگاه'))).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: {
        target: { urlTemplate: `${ORIGIN}/Products?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(valid(organizationJsonLd(ORIGIN, 'فروشگاه', '/_img/480/logo.png'))).toMatchObject({
      logo: `${ORIGIN}/_img/480/logo.png`,
    });
  });

  it('cannot close its script element, whatever the shop’s text', () => {
    const text = jsonLdText(productJsonLd(product, options));
    expect(text).not.toContain('<');
  });
});
