import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productListSchema } from '@/shop-api/schemas/product';
import {
  applyListing,
  listingSearch,
  needsLocalProcessing,
  pageOf,
  parseListingQuery,
} from './listing-query';

const params = (text: string) => new URLSearchParams(text);

const products = v.parse(productListSchema, [
  {
    id: 1,
    code: 'A',
    title: 'کتاب بوف کور',
    price: 200,
    priceWithDiscount: 150,
    soldCount: 5,
    rate: 4.5,
    createdAt: '2024-01-01',
  },
  { id: 2, code: 'B', title: 'دفتر ۱۲ برگ', price: 100, soldCount: 50, createdAt: '2025-01-01' },
  {
    id: 3,
    code: 'C',
    title: 'كتاب قصه',
    price: 300,
    priceWithDiscount: 300,
    soldCount: 1,
    rate: 3,
  },
]);

describe('parseListingQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListingQuery(params(''))).toEqual({
      page: 1,
      size: 10,
      q: '',
      sort: '',
      minPrice: null,
      maxPrice: null,
      discounted: false,
      asTyped: false,
    });
  });

  it('reads Persian digits, caps the size at 100 and swaps a reversed range', () => {
    const query = parseListingQuery(
      params('page=۲&size=500&min=۵۰۰&max=100&sort=cheapest&discounted=1&q=+كتاب+'),
    );
    expect(query).toEqual({
      page: 2,
      size: 100,
      q: 'كتاب',
      sort: 'cheapest',
      minPrice: 100,
      maxPrice: 500,
      discounted: true,
      asTyped: false,
    });
  });

  it('ignores what it cannot read', () => {
    const query = parseListingQuery(params('page=-1&size=abc&sort=random&min=x'));
    expect(query).toMatchObject({ page: 1, size: 10, sort: '', minPrice: null });
  });
});

describe('listingSearch', () => {
  it('round-trips and leaves defaults out', () => {
    const query = parseListingQuery(params('q=کتاب&sort=expensive&page=3&max=900'));
    expect(listingSearch(query, { page: 1 })).toBe(
      `?${new URLSearchParams({ q: 'کتاب', sort: 'expensive', max: '900' })}`,
    );
    expect(parseListingQuery(params(listingSearch(query).slice(1)))).toEqual(query);
    expect(listingSearch(parseListingQuery(params('')))).toBe('');
  });

  it("writes the fields in the filter form's order: a submitted form and a link are one URL", () => {
    const query = parseListingQuery(
      params('page=2&size=20&max=900&min=100&discounted=1&sort=cheapest&q=کتاب'),
    );
    expect([...params(listingSearch(query).slice(1)).keys()]).toEqual([
      'q',
      'sort',
      'discounted',
      'min',
      'max',
      'size',
      'page',
    ]);
  });
});

describe('applyListing', () => {
  const base = parseListingQuery(params(''));

  it('sorts by the price to pay, ascending and descending', () => {
    expect(applyListing(products, { ...base, sort: 'cheapest' }).map((p) => p.id)).toEqual([
      2, 1, 3,
    ]);
    expect(applyListing(products, { ...base, sort: 'expensive' }).map((p) => p.id)).toEqual([
      3, 1, 2,
    ]);
  });

  it('sorts by newest, best selling and rating (default rating 4)', () => {
    expect(applyListing(products, { ...base, sort: 'newest' }).map((p) => p.id)).toEqual([2, 1, 3]);
    expect(applyListing(products, { ...base, sort: 'bestselling' }).map((p) => p.id)).toEqual([
      2, 1, 3,
    ]);
    expect(applyListing(products, { ...base, sort: 'toprated' }).map((p) => p.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('filters by normalised title, price range and discount', () => {
    expect(applyListing(products, { ...base, q: 'کتاب' }).map((p) => p.id)).toEqual([1, 3]);
    expect(applyListing(products, { ...base, q: '12' }).map((p) => p.id)).toEqual([2]);
    expect(
      applyListing(products, { ...base, minPrice: 120, maxPrice: 300 }).map((p) => p.id),
    ).toEqual([1, 3]);
    expect(applyListing(products, { ...base, discounted: true }).map((p) => p.id)).toEqual([1]);
  });

  it('says when the storefront must process the list itself', () => {
    expect(needsLocalProcessing(base)).toBe(false);
    expect(needsLocalProcessing({ ...base, q: 'x' })).toBe(false);
    expect(needsLocalProcessing({ ...base, sort: 'cheapest' })).toBe(true);
    expect(needsLocalProcessing({ ...base, discounted: true })).toBe(true);
  });
});

describe('pageOf', () => {
  it('slices and clamps', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOf(items, 3, 10)).toEqual({
      items: [20, 21, 22, 23, 24],
      page: 3,
      totalPages: 3,
      totalCount: 25,
    });
    expect(pageOf(items, 9, 10).page).toBe(3);
    expect(pageOf([], 1, 10)).toEqual({ items: [], page: 1, totalPages: 1, totalCount: 0 });
  });
});
