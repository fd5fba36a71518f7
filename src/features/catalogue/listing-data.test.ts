import { describe, expect, it, vi } from 'vitest';
import { normalisePersian } from '@/lib/text/persian-search';
import { sameId } from '@/shop-api/id';
import { testProduct } from '@test-support/unit/products';
import type { Category, Product, ProductQuery } from '@/shop-api/index';
import { readListing, readSearchListing, type GetProducts } from './listing-data';
import { parseListingQuery } from './listing-query';

vi.mock('@/server/upstream/shop-api', () => ({ publicShopApi: () => ({}) }));

/**
 * Listings against fake shops that read the products call differently, as
 * real backends may: titles matched as raw text or normalised, categories
 * holding only their own products or their whole subtree.
 */
function product(id: number, title: string, category: number): Product {
  return testProduct(id, title, {
    price: 1000 + id,
    priceWithDiscount: 1000 + id,
    parentDetailedAccountId: category,
  });
}

const TREE: Category = {
  id: 10,
  name: 'کتاب',
  children: [
    { id: 11, name: 'رمان', children: [] },
    { id: 12, name: 'کودک', children: [{ id: 121, name: 'خردسال', children: [] }] },
  ],
};
const subtree = (category: Category): Category[] => [
  category,
  ...category.children.flatMap(subtree),
];

type Shop = { titles: 'raw' | 'normalised'; categories: 'own' | 'subtree'; maxSize?: number };

function fakeShop(catalogue: Product[], shop: Shop) {
  const calls: ProductQuery[] = [];
  const getProducts: GetProducts = async (query) => {
    calls.push(query);
    const size = Math.min(query.size ?? 10, shop.maxSize ?? 100);
    const page = query.page ?? 1;
    const category = query.parentDetailedAccountId;
    const inCategory = (item: Product) => {
      if (category === undefined) return true;
      if (shop.categories === 'own') return item.parentDetailedAccountId === category; // strictly, by JSON type
      const node = subtree(TREE).find((candidate) => candidate.id === category);
      return node
        ? subtree(node).some((below) => below.id === item.parentDetailedAccountId)
        : false;
    };
    const title = query.title;
    const matches = (item: Product) =>
      title === undefined ||
      (shop.titles === 'raw'
        ? item.title.includes(title)
        : normalisePersian(item.title).includes(normalisePersian(title)));
    // The code filter matches codes as "contains", in any case (docs/api-shapes.md).
    const code = query.code?.toLowerCase();
    const all = catalogue.filter(
      (item) =>
        inCategory(item) &&
        (code === undefined ? matches(item) : item.code.toLowerCase().includes(code)),
    );
    const items = all.slice((page - 1) * size, page * size);
    return {
      ok: true,
      value: {
        items,
        page,
        size,
        totalCount: all.length,
        totalPages: Math.ceil(all.length / size),
      },
    };
  };
  return { getProducts, calls };
}

const query = (search: string) => parseListingQuery(new URLSearchParams(search));
const ids = (listing: Awaited<ReturnType<typeof readListing>>) =>
  listing.ok ? listing.items.map((item) => item.id) : listing.message;

describe('search that finds whatever the spelling on either side', () => {
  // Titles as Iranian shop databases hold them: some with Arabic yeh and kaf.
  const catalogue = [
    product(1, 'كتاب بوف كور', 11),
    product(2, 'کتاب سمفونی مردگان', 11),
    product(3, 'دفتر ۱۲ برگ', 11),
    product(4, 'دفتر 12 برگ', 11),
    product(5, 'مداد مشکی', 11),
    product(6, 'كتاب كودك ۱۲ قصه', 12),
  ];

  for (const typed of ['كتاب', 'کتاب']) {
    it(`'${typed}' finds titles spelled with Arabic and with Persian letters, against a raw-text shop`, async () => {
      const shop = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
      const listing = await readListing(shop.getProducts, query(`q=${typed}`), null);
      expect(ids(listing)).toEqual(typed === 'كتاب' ? [1, 6, 2] : [2, 1, 6]);
      expect(listing).toMatchObject({ totalCount: 3, totalPages: 1, partial: false });
      expect(shop.calls.map((call) => call.title)).toEqual(
        typed === 'كتاب' ? ['كتاب', 'کتاب'] : ['کتاب', 'كتاب'],
      );
    });
  }

  for (const typed of ['۱۲', '12']) {
    it(`'${typed}' finds titles with Persian and with ASCII digits`, async () => {
      const shop = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
      const listing = await readListing(shop.getProducts, query(`q=${typed}`), null);
      expect(listing.ok && listing.items.map((item) => item.id).sort()).toEqual([3, 4, 6]);
    });
  }

  it('a shop that normalises answers every spelling alike: no product twice, the count right', async () => {
    const shop = fakeShop(catalogue, { titles: 'normalised', categories: 'own' });
    const listing = await readListing(shop.getProducts, query('q=كتاب'), null);
    expect(ids(listing)).toEqual([1, 2, 6]);
    expect(listing).toMatchObject({ totalCount: 3, totalPages: 1 });
    // The second spelling brought nothing new after its first page: it is not read on.
    expect(shop.calls).toHaveLength(2);
  });

  it('asks for every spelling at once: one round of upstream calls before the page can answer (docs/decisions/0036)', async () => {
    const shop = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
    let inFlight = 0;
    let most = 0;
    const slowShop: GetProducts = async (asked) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return shop.getProducts(asked);
    };
    expect(ids(await readListing(slowShop, query('q=کتاب'), null))).toEqual([2, 1, 6]);
    expect(most).toBe(2);
  });

  it('a query with nothing ambiguous is one upstream call, paged by the upstream', async () => {
    const shop = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
    const listing = await readListing(shop.getProducts, query('q=مداد'), null);
    expect(ids(listing)).toEqual([5]);
    expect(shop.calls).toEqual([{ title: 'مداد', page: 1, size: 10 }]);
  });

  it('pages across the spellings: every product once, in order, and the count of all', async () => {
    const many = [
      ...Array.from({ length: 130 }, (_, index) => product(1000 + index, `كتاب ${index}`, 11)),
      ...Array.from({ length: 25 }, (_, index) => product(2000 + index, `کتاب ${index}`, 11)),
    ];
    const shop = fakeShop(many, { titles: 'raw', categories: 'own' });
    const seen: unknown[] = [];
    for (let page = 1; page <= 16; page += 1) {
      const listing = await readListing(shop.getProducts, query(`q=کتاب&page=${page}`), null);
      if (!listing.ok) throw new Error(listing.message);
      expect(listing).toMatchObject({ page, totalPages: 16, totalCount: 155 });
      seen.push(...listing.items.map((item) => item.id));
    }
    expect(seen).toEqual([
      ...many.slice(130).map((item) => item.id),
      ...many.slice(0, 130).map((item) => item.id),
    ]);
  });

  it('a sort reads the spellings into one window and sorts it', async () => {
    const shop = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
    const listing = await readListing(shop.getProducts, query('q=کتاب&sort=expensive'), null);
    expect(ids(listing)).toEqual([6, 2, 1]);
  });
});

describe('a category lists its own products with those of its descendants', () => {
  // Products only in leaf categories, as many backends keep them.
  const catalogue = [
    product(1, 'الف', 11),
    product(2, 'ب', 121),
    product(3, 'پ', 11),
    product(4, 'ت', 12),
    product(5, 'ث', 121),
  ];

  it('a shop that keeps products in their own category only: the top category is not empty', async () => {
    const shop = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
    const listing = await readListing(shop.getProducts, query(''), TREE);
    // The category's own (none), then each descendant depth first, in the shop's order.
    expect(ids(listing)).toEqual([1, 3, 4, 2, 5]);
    expect(listing).toMatchObject({ totalCount: 5, totalPages: 1 });
    expect(shop.calls.map((call) => call.parentDetailedAccountId)).toEqual([10, 11, 12, 121]);
  });

  it('ids go out in the type of the tree: a strict shop finds them', async () => {
    const shop = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
    await readListing(shop.getProducts, query(''), TREE);
    expect(shop.calls.every((call) => typeof call.parentDetailedAccountId === 'number')).toBe(true);
  });

  it('pages correctly across the descendants', async () => {
    const big = Array.from({ length: 57 }, (_, index) =>
      product(index + 1, `کالا ${index}`, [11, 12, 121][index % 3] as number),
    );
    const shop = fakeShop(big, { titles: 'raw', categories: 'own', maxSize: 20 });
    const pages: unknown[][] = [];
    for (let page = 1; page <= 6; page += 1) {
      const listing = await readListing(shop.getProducts, query(`page=${page}`), TREE);
      if (!listing.ok) throw new Error(listing.message);
      expect(listing).toMatchObject({ totalCount: 57, totalPages: 6, page });
      pages.push(listing.items.map((item) => item.id));
    }
    const inOrder = [11, 12, 121].flatMap((category) =>
      big.filter((item) => item.parentDetailedAccountId === category).map((item) => item.id),
    );
    expect(pages.flat()).toEqual(inOrder);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 10, 10, 10, 7]);
    // A page past the last shows the last.
    expect(await readListing(shop.getProducts, query('page=99'), TREE)).toMatchObject({ page: 6 });
  });

  it('a shop that already lists the subtree: its own answer, paged by the upstream, nothing twice', async () => {
    const shop = fakeShop(catalogue, { titles: 'raw', categories: 'subtree' });
    const listing = await readListing(shop.getProducts, query(''), TREE);
    expect(ids(listing)).toEqual([1, 2, 3, 4, 5]);
    expect(listing).toMatchObject({ totalCount: 5 });
    expect(shop.calls.map((call) => call.parentDetailedAccountId)).toEqual([10]);
  });

  it('a leaf is one call', async () => {
    const shop = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
    const leaf = TREE.children[0] as Category;
    expect(ids(await readListing(shop.getProducts, query(''), leaf))).toEqual([1, 3]);
    expect(shop.calls).toHaveLength(1);
  });

  it('sorts and filters over the whole subtree', async () => {
    const shop = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
    expect(ids(await readListing(shop.getProducts, query('sort=expensive'), TREE))).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(ids(await readListing(shop.getProducts, query('max=1002'), TREE))).toEqual([1, 2]);
  });

  it('a failed call fails the listing with its message', async () => {
    const shop = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
    const failing: GetProducts = async (request) =>
      sameId(request.parentDetailedAccountId, 12)
        ? { ok: false, kind: 'server', message: 'خطا' }
        : shop.getProducts(request);
    expect(await readListing(failing, query(''), TREE)).toEqual({ ok: false, message: 'خطا' });
  });
});

describe('a search typed on the wrong keyboard (docs/decisions/0037)', () => {
  const catalogue = [
    product(1, 'دفتر ۱۰۰ برگ', 11),
    product(2, 'دفترچه یادداشت', 11),
    product(3, 'کیف Sony مشکی', 11),
    product(4, 'کتاب Sony', 11),
    product(5, 'مداد', 11),
  ];
  const shown = (result: Awaited<ReturnType<typeof readSearchListing>>) => [
    result.shownFor,
    ids(result.listing),
  ];

  it('«ntjv» shows what «دفتر» finds and says so, in one round with one products call more', async () => {
    const { getProducts, calls } = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
    expect(shown(await readSearchListing(getProducts, query('q=ntjv')))).toEqual(['دفتر', [1, 2]]);
    expect(calls.map((call) => call.title)).toEqual(['ntjv', 'دفتر']);
  });

  it('«]hd» finds «چای» written with an Arabic yeh in a shop that matches raw text: both spellings of it are asked', async () => {
    const { getProducts, calls } = fakeShop([...catalogue, product(6, 'فلاسک چاي', 11)], {
      titles: 'raw',
      categories: 'own',
    });
    expect(shown(await readSearchListing(getProducts, query('q=%5Dhd')))).toEqual(['چای', [6]]);
    expect(calls.map((call) => call.title)).toEqual([']hd', 'چای', 'چاي']);
  });

  it('`typed=1` searches exactly what was typed', async () => {
    const { getProducts, calls } = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
    expect(shown(await readSearchListing(getProducts, query('q=ntjv&typed=1')))).toEqual([
      null,
      [],
    ]);
    expect(calls).toHaveLength(1);
  });

  it('a Latin word the titles hold stays as typed', async () => {
    const { getProducts } = fakeShop(catalogue, { titles: 'normalised', categories: 'own' });
    expect(shown(await readSearchListing(getProducts, query('q=sony')))).toEqual([null, [3, 4]]);
  });

  it('a product code puts its product first, exactly, in another case, with Persian digits or typed on the Persian layout', async () => {
    for (const typed of ['P-5', 'p-5', 'P-۵', 'ح-۵']) {
      const { getProducts } = fakeShop(catalogue, { titles: 'raw', categories: 'own' });
      const result = await readSearchListing(getProducts, query(`q=${encodeURIComponent(typed)}`));
      expect(shown(result), typed).toEqual([null, [5]]);
      expect(result.listing.ok && result.listing.totalCount).toBe(1);
    }
  });
});
