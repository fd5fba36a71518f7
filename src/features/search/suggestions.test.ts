import { describe, expect, it } from 'vitest';
import { SUGGEST_MAX_SPELLINGS } from '@/lib/limits';
import { normalisePersian } from '@/lib/text/persian-search';
import type { MarkedPart } from '@/lib/text/persian-search';
import type { ApiResult, Category, Paged, Product, ProductQuery } from '@/shop-api/index';
import { testProduct } from '@test-support/unit/products';
import { readSuggestions, type SuggestionSources } from './suggestions';

function product(id: number, title: string, price = 1000, priceWithDiscount = price): Product {
  return testProduct(id, title, {
    price,
    priceWithDiscount,
    discountPercent:
      price > priceWithDiscount ? Math.round((1 - priceWithDiscount / price) * 100) : 0,
    images: id % 2 === 0 ? [`00000000-0000-0000-0000-0000000000${id}`] : [],
    parentDetailedAccountId: 11,
  });
}

// Titles as Iranian shop databases hold them: some with Arabic yeh and kaf.
const CATALOGUE = [
  product(10, 'كتاب بوف كور', 185000, 166500),
  product(11, 'کیف Sony مشکی'),
  product(12, 'کتاب سمفونی مردگان'),
  product(13, 'دفتر ۱۰۰ برگ سیمی'),
  product(14, 'هدفون بی‌سیم'),
  product(15, 'دفترچه یادداشت'),
  product(16, 'مداد مشکی'),
  product(17, 'كتابخانه چوبی'),
];

const TREE: Category[] = [
  {
    id: 10,
    name: 'کتاب',
    children: [
      { id: 11, name: 'رمان و داستان', children: [] },
      { id: 12, name: 'كتاب كودك', children: [] },
    ],
  },
  { id: 20, name: 'لوازم التحریر', children: [{ id: 21, name: 'دفتر و کاغذ', children: [] }] },
];

type Shop = { titles: 'raw' | 'normalised' | 'anything' };

/**
 * A fake shop whose products call matches titles as raw text, normalised, or
 * not at all (answers everything).
 */
function fakeShop(shop: Shop, overrides: Partial<SuggestionSources> = {}) {
  const calls: ProductQuery[] = [];
  const getProducts = async (query: ProductQuery): Promise<ApiResult<Paged<Product>>> => {
    calls.push(query);
    const title = query.title ?? '';
    const matches = (item: Product) =>
      shop.titles === 'anything' ||
      (shop.titles === 'raw'
        ? item.title.includes(title)
        : normalisePersian(item.title).includes(normalisePersian(title)));
    // The code filter matches codes as "contains", in any case (docs/api-shapes.md).
    const all = query.code
      ? CATALOGUE.filter((item) => item.code.toLowerCase().includes(query.code!.toLowerCase()))
      : CATALOGUE.filter(matches);
    const size = query.size ?? 10;
    return {
      ok: true,
      value: { items: all.slice(0, size), page: 1, size, totalCount: all.length, totalPages: 1 },
    };
  };
  const sources: SuggestionSources = {
    getProducts,
    readCategories: async () => TREE,
    imageBaseUrl: '/media/',
    ...overrides,
  };
  return { sources, calls };
}

const text = (parts: MarkedPart[]) => parts.map((part) => part.text).join('');
const marked = (parts: MarkedPart[]) => parts.filter((part) => part.mark).map((part) => part.text);

describe('readSuggestions', () => {
  for (const typed of ['كتاب', 'کتاب']) {
    for (const titles of ['raw', 'normalised', 'anything'] as const) {
      it(`'${typed}' suggests the same books and nothing else from a shop that matches ${titles}`, async () => {
        const { sources } = fakeShop({ titles });
        const result = await readSuggestions(typed, sources);
        if (!result.ok) throw new Error(result.message);
        expect(result.value.products.map((item) => text(item.title)).sort()).toEqual(
          ['كتاب بوف كور', 'کتاب سمفونی مردگان', 'كتابخانه چوبی'].sort(),
        );
        for (const item of result.value.products)
          expect(normalisePersian(marked(item.title).join(''))).toBe('کتاب');
        expect(result.value.categories.map((item) => text(item.name))).toEqual([
          'کتاب',
          'كتاب كودك',
        ]);
        expect(result.value.browse).toEqual([]);
        expect(result.complete).toBe(true);
      });
    }
  }

  it('«كتاب» and «کتاب» suggest the same eight, in the same order, when more match than are shown', async () => {
    const books = Array.from({ length: 12 }, (_, index) =>
      product(200 + index, index % 2 === 0 ? `كتاب شماره ${index}` : `کتاب شماره ${index}`),
    );
    const raw = (query: ProductQuery): Promise<ApiResult<Paged<Product>>> => {
      const items = books
        .filter((item) => item.title.includes(query.title ?? ''))
        .slice(0, query.size);
      return Promise.resolve({
        ok: true,
        value: { items, page: 1, size: query.size ?? 10, totalCount: 6, totalPages: 1 },
      });
    };
    const { sources } = fakeShop(
      { titles: 'raw' },
      { getProducts: raw, readCategories: async () => [] },
    );
    const arabic = await readSuggestions('كتاب', sources);
    const persian = await readSuggestions('کتاب', sources);
    expect(arabic.ok && arabic.value.products).toHaveLength(8);
    expect(persian).toEqual(arabic);
  });

  it('sends its spellings at once: one upstream round', async () => {
    const started: ProductQuery[] = [];
    const waiting: Array<() => void> = [];
    const { sources } = fakeShop({ titles: 'raw' });
    const slow: SuggestionSources = {
      ...sources,
      getProducts: (query) => {
        started.push(query);
        return new Promise((resolve) => waiting.push(() => resolve(sources.getProducts(query))));
      },
    };
    const reading = readSuggestions('كتاب ۱۲', slow);
    await Promise.resolve();
    expect(started.map((query) => query.title)).toEqual(['كتاب 12', 'کتاب 12', 'کتاب ۱۲']);
    expect(started.every((query) => query.page === 1 && query.size === 8)).toBe(true);
    for (const release of waiting) release();
    expect((await reading).ok).toBe(true);
  });

  it(`asks at most ${SUGGEST_MAX_SPELLINGS} spellings, the likeliest, whichever was typed: «كی1» has five`, async () => {
    for (const typed of ['كی1', 'کی۱']) {
      const { sources, calls } = fakeShop({ titles: 'raw' });
      await readSuggestions(typed, sources);
      expect(calls.map((query) => query.title)).toEqual(['كي1', 'کی1', 'کی۱']);
    }
  });

  it('the product: its page, its picture variants (a placeholder without one), the price to pay and the discount', async () => {
    const { sources } = fakeShop({ titles: 'normalised' });
    const result = await readSuggestions('کتاب بوف', sources);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.products).toEqual([
      {
        href: '/Product/P-10/%DA%A9%D8%AA%D8%A7%D8%A8-%D8%A8%D9%88%D9%81-%DA%A9%D9%88%D8%B1',
        title: [
          { text: 'كتاب', mark: true },
          { text: ' ', mark: false },
          { text: 'بوف', mark: true },
          { text: ' كور', mark: false },
        ],
        picture: {
          src: '/_img/96/m/00000000-0000-0000-0000-000000000010',
          srcSet:
            '/_img/48/m/00000000-0000-0000-0000-000000000010 48w, /_img/96/m/00000000-0000-0000-0000-000000000010 96w, /_img/160/m/00000000-0000-0000-0000-000000000010 160w',
          sizes: '3rem',
        },
        price: 185000,
        priceWithDiscount: 166500,
        discountPercent: 10,
      },
    ]);
    const other = await readSuggestions('برگ', sources);
    expect(other.ok && other.value.products[0]?.picture).toEqual({
      src: '/images/placeholder-1.svg',
    });
  });

  it('«دف» finds «دفتر…» and «هدفون»; «دفتر» only «دفتر…» (and the category «دفتر و کاغذ»)', async () => {
    const { sources } = fakeShop({ titles: 'raw' });
    const short = await readSuggestions('دف', sources);
    expect(short.ok && short.value.products.map((item) => text(item.title))).toEqual([
      'دفتر ۱۰۰ برگ سیمی',
      'هدفون بی‌سیم',
      'دفترچه یادداشت',
    ]);
    const full = await readSuggestions('دفتر', sources);
    expect(full.ok && full.value.products.map((item) => text(item.title))).toEqual([
      'دفتر ۱۰۰ برگ سیمی',
      'دفترچه یادداشت',
    ]);
    expect(full.ok && full.value.categories.map((item) => item.href)).toEqual(['/category/21']);
  });

  it('at most eight together, three of them categories when products fill the rest', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      product(100 + index, `کتاب شماره ${index}`),
    );
    const categories: Category[] = Array.from({ length: 6 }, (_, index) => ({
      id: index + 1,
      name: `کتاب ${index}`,
      children: [],
    }));
    const { sources } = fakeShop(
      { titles: 'raw' },
      {
        readCategories: async () => categories,
        getProducts: async (query) => ({
          ok: true,
          value: {
            items: many.slice(0, query.size),
            page: 1,
            size: query.size ?? 10,
            totalCount: 12,
            totalPages: 2,
          },
        }),
      },
    );
    const result = await readSuggestions('کتاب', sources);
    expect(result.ok && [result.value.products.length, result.value.categories.length]).toEqual([
      5, 3,
    ]);
    const fewProducts = await readSuggestions('کتاب', {
      ...sources,
      getProducts: async () => ({
        ok: true,
        value: { items: many.slice(0, 2), page: 1, size: 8, totalCount: 2, totalPages: 1 },
      }),
    });
    expect(
      fewProducts.ok && [fewProducts.value.products.length, fewProducts.value.categories.length],
    ).toEqual([2, 6]);
  });

  it('nothing matches: no suggestion, and the top categories to browse', async () => {
    const { sources } = fakeShop({ titles: 'raw' });
    const result = await readSuggestions('زرافه', sources);
    expect(result).toEqual({
      ok: true,
      complete: true,
      value: {
        products: [],
        categories: [],
        browse: [
          { href: '/category/10', name: 'کتاب' },
          { href: '/category/20', name: 'لوازم التحریر' },
        ],
      },
    });
  });

  it('a failed products call fails the whole; categories that cannot be read leave the products, marked incomplete', async () => {
    const { sources } = fakeShop({ titles: 'raw' });
    let calls = 0;
    const oneFails = await readSuggestions('کتاب', {
      ...sources,
      getProducts: async (query) => {
        calls += 1;
        return calls === 2
          ? { ok: false, kind: 'network', message: 'خطا در برقراری ارتباط با سرور' }
          : sources.getProducts(query);
      },
    });
    expect(oneFails).toEqual({ ok: false, message: 'خطا در برقراری ارتباط با سرور' });
    const noTree = await readSuggestions('کتاب', { ...sources, readCategories: async () => null });
    expect(noTree.ok && noTree.complete).toBe(false);
    expect(noTree.ok && noTree.value.products.length).toBe(3);
  });

  describe('a query typed on the wrong keyboard (docs/decisions/0037)', () => {
    const plain = (parts: MarkedPart[]) => parts.map((part) => part.text).join('');
    const marked = (parts: MarkedPart[]) =>
      parts.filter((part) => part.mark).map((part) => part.text);

    it('«ntjv» suggests what «دفتر» finds, its words marked, in the same round with one products call more (no yeh or kaf to spell twice)', async () => {
      const { sources, calls } = fakeShop({ titles: 'raw' });
      const result = await readSuggestions('ntjv', sources);
      if (!result.ok) throw new Error(result.message);
      expect(result.value.shownFor).toBe('دفتر');
      expect(result.value.products.map((each) => plain(each.title))).toEqual([
        'دفتر ۱۰۰ برگ سیمی',
        'دفترچه یادداشت',
      ]);
      expect(result.value.products.map((each) => marked(each.title))).toEqual([['دفتر'], ['دفتر']]);
      expect(result.value.categories.map((each) => plain(each.name))).toEqual(['دفتر و کاغذ']);
      expect(calls.map((query) => query.title)).toEqual(['ntjv', 'دفتر']);
    });

    it('a Latin word the titles hold is kept as typed, though its keys spell Persian letters too', async () => {
      const { sources } = fakeShop({ titles: 'normalised' });
      const result = await readSuggestions('sony', sources);
      if (!result.ok) throw new Error(result.message);
      expect(result.value.shownFor).toBeUndefined();
      expect(result.value.products.map((each) => plain(each.title))).toEqual(['کیف Sony مشکی']);
    });

    it('a product code finds its product first, exactly or in another case, and as typed on the Persian layout', async () => {
      for (const typed of ['P-13', 'p-13', 'ح-۱۳']) {
        const { sources, calls } = fakeShop({ titles: 'raw' });
        const result = await readSuggestions(typed, sources);
        if (!result.ok) throw new Error(result.message);
        expect(result.value.products[0]?.href, typed).toMatch(/^\/Product\/P-13\//);
        expect(calls.filter((query) => query.code !== undefined)).toHaveLength(1);
      }
    });

    it('a Persian query asks nothing more', async () => {
      const { sources, calls } = fakeShop({ titles: 'raw' });
      await readSuggestions('دفتر', sources);
      expect(calls.every((query) => query.code === undefined)).toBe(true);
      expect(calls).toHaveLength(1);
    });
  });
});
