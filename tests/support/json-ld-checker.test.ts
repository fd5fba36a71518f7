import { describe, expect, it } from 'vitest';
import { checkJsonLd } from './json-ld-checker';

const ORIGIN = 'https://shop.example.ir';
const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'چای',
  offers: {
    '@type': 'Offer',
    price: 1000,
    priceCurrency: 'IRR',
    availability: 'https://schema.org/InStock',
  },
};
const trail = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'خانه', item: `${ORIGIN}/` },
    { '@type': 'ListItem', position: 2, name: 'چای', item: `${ORIGIN}/Product/T-1/چای` },
  ],
};

describe('checkJsonLd', () => {
  it('passes a valid product and trail', () => {
    expect(checkJsonLd(product, { origin: ORIGIN })).toEqual([]);
    expect(checkJsonLd(trail, { origin: ORIGIN })).toEqual([]);
  });

  // Each row breaks one rule; the checker must name it.
  it.each([
    ['no context', { ...product, '@context': 'http://schema.org' }, /@context/],
    ['an unknown type', { ...product, '@type': 'Produkt' }, /unknown @type "Produkt"/],
    [
      'a property schema.org does not give the type',
      { ...product, colour: 'red' },
      /colour: not a property of Product/,
    ],
    ['a product without a name', { ...product, name: undefined }, /Product requires name/],
    [
      'a product with neither offers, review nor rating',
      { ...product, offers: undefined },
      /one of offers, review, aggregateRating/,
    ],
    [
      'an offer without a currency',
      { ...product, offers: { '@type': 'Offer', price: 1 } },
      /Offer requires priceCurrency/,
    ],
    [
      'a currency that is not ISO 4217',
      { ...product, offers: { '@type': 'Offer', price: 1, priceCurrency: 'Toman' } },
      /ISO 4217/,
    ],
    [
      'a price as text',
      { ...product, offers: { '@type': 'Offer', price: '1', priceCurrency: 'IRR' } },
      /a number expected/,
    ],
    [
      'an availability outside schema.org',
      { ...product, offers: { ...product.offers, availability: 'yes' } },
      /availability/,
    ],
    ['a relative URL', { ...product, url: '/Product/T-1' }, /absolute http\(s\) URL/],
    [
      'a URL on another origin',
      { ...product, url: 'https://evil.example/x' },
      /not on https:\/\/shop\.example\.ir/,
    ],
    [
      'a rating without a count',
      { ...product, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4 } },
      /reviewCount, ratingCount/,
    ],
    [
      'a rating outside its scale',
      {
        ...product,
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 6, reviewCount: 2 },
      },
      /outside 1…5/,
    ],
    [
      'a review without an author',
      {
        ...product,
        review: [{ '@type': 'Review', reviewRating: { '@type': 'Rating', ratingValue: 5 } }],
      },
      /Review requires author/,
    ],
    [
      'an author without a name',
      {
        ...product,
        review: [
          {
            '@type': 'Review',
            author: { '@type': 'Person' },
            reviewRating: { '@type': 'Rating', ratingValue: 5 },
          },
        ],
      },
      /Person requires name/,
    ],
    [
      'a review date that is not ISO 8601',
      {
        ...product,
        review: [
          {
            '@type': 'Review',
            author: { '@type': 'Person', name: 'x' },
            reviewRating: { '@type': 'Rating', ratingValue: 5 },
            datePublished: '۱۴۰۳/۰۱/۰۱',
          },
        ],
      },
      /ISO 8601/,
    ],
    [
      'a one-step trail',
      { ...trail, itemListElement: trail.itemListElement.slice(0, 1) },
      /at least two/,
    ],
    [
      'a trail with a gap',
      {
        ...trail,
        itemListElement: [trail.itemListElement[0], { ...trail.itemListElement[1], position: 3 }],
      },
      /position is 3, expected 2/,
    ],
    [
      'a middle step without its item',
      {
        ...trail,
        itemListElement: [
          { ...trail.itemListElement[0], item: undefined },
          trail.itemListElement[1],
        ],
      },
      /only the last may leave it out/,
    ],
    [
      'a list item without a url',
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [{ '@type': 'ListItem', position: 1 }],
      },
      /names no url/,
    ],
    [
      'an empty list',
      { '@context': 'https://schema.org', '@type': 'ItemList', itemListElement: [] },
      /at least one ListItem/,
    ],
    [
      'a search without its placeholder',
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        url: `${ORIGIN}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/Products?q=` },
          'query-input': 'required name=q',
        },
      },
      /has no \{q\}/,
    ],
    [
      'an organization without a logo',
      { '@context': 'https://schema.org', '@type': 'Organization', url: `${ORIGIN}/` },
      /requires logo/,
    ],
  ])('reports %s', (_, block, expected) => {
    const problems = checkJsonLd(JSON.parse(JSON.stringify(block)), { origin: ORIGIN });
    expect(problems.join('\n')).toMatch(expected);
  });
});
