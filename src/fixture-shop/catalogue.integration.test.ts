import { describe, expect, it } from 'vitest';
import { fixtureShopForFile } from '@test-support/servers/fixture-shop';

const { call, login } = await fixtureShopForFile();

type Summary = {
  id: number;
  code: string;
  title: string;
  parentDetailedAccountId: number;
  shopPosition: number | number[];
};
const products = async (search: string) =>
  (await call('GET', `/api/shop/products?${search}`)).json?.value;
const titles = (items: Summary[]) => items.map((item) => item.title);

describe('product list', () => {
  it('pages 1-based with size 10 by default', async () => {
    const first = await products('');
    expect(first).toMatchObject({ page: 1, size: 10, totalCount: 46, totalPages: 5 });
    expect(first.result).toHaveLength(10);
    const last = await products('page=5&size=10');
    expect(last.result).toHaveLength(6);
    expect((await products('size=500')).size).toBe(100);
  });

  it('answers 400 for a bad page', async () => {
    expect((await call('GET', '/api/shop/products?page=0')).status).toBe(400);
    expect((await call('GET', '/api/shop/products?size=abc')).status).toBe(400);
  });

  it('carries one image or null, without the long fields', async () => {
    const all: Summary[] = (await products('size=100')).result;
    const withImage = all.find((item) => item.code === 'BK-1001');
    expect(withImage).toMatchObject({ image: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(withImage).not.toHaveProperty('images');
    expect(withImage).not.toHaveProperty('productDescription');
    expect(all.find((item) => item.code === 'BK-1008')).toMatchObject({ image: null });
  });

  it('matches titles written with Arabic ي and ك', async () => {
    const value = await products(`title=${encodeURIComponent('كتاب')}&size=100`);
    expect(value.totalCount).toBe(9);
    expect(titles(value.result).every((title: string) => title.includes('کتاب'))).toBe(true);
    const withoutZwnj = await products(`title=${encodeURIComponent('مرطوبكننده پوست')}`);
    expect(titles(withoutZwnj.result)).toEqual(['کرم مرطوب‌کننده پوست خشک ۵۰ میلی‌لیتر']);
    const arabicYe = await products(`title=${encodeURIComponent('عروسك پوليشي')}`);
    expect(titles(arabicYe.result)).toEqual(['عروسک پولیشی خرس']);
  });

  it("finds '12' written in ASCII from Persian digits and the other way round", async () => {
    const persian = await products(`title=${encodeURIComponent('۱۲')}`);
    expect(titles(persian.result)).toEqual(
      expect.arrayContaining(['کتاب تست ریاضی پایه 12 کنکور', 'مداد رنگی ۱۲ رنگ']),
    );
    const ascii = await products('title=12');
    expect(titles(ascii.result)).toEqual(titles(persian.result));
  });

  it('filters by code, ignoring case', async () => {
    expect(titles((await products('code=dg-300')).result)).toHaveLength(9);
    expect((await products('code=BK-1004')).result[0].title).toBe('کتاب شازده کوچولو');
  });

  it('includes the descendants of a category', async () => {
    const books: Summary[] = (await products('parentDetailedAccountId=10&size=100')).result;
    expect(books).toHaveLength(9);
    expect(new Set(books.map((item) => item.parentDetailedAccountId))).toEqual(
      new Set([10, 11, 12, 13]),
    );
    expect((await products('parentDetailedAccountId=12')).totalCount).toBe(2);
    expect((await products('parentDetailedAccountId=1')).totalCount).toBe(46);
    expect((await products('parentDetailedAccountId=999')).totalCount).toBe(0);
  });

  it('combines filters', async () => {
    const value = await products(`parentDetailedAccountId=20&title=${encodeURIComponent('دفتر')}`);
    expect(value.totalCount).toBe(3);
  });
});

describe('home and detail', () => {
  it('answers every product of the specials, best sellers and newest groups', async () => {
    const home: Summary[] = (await call('GET', '/api/shop/products/home')).json?.value;
    const inGroup = (position: number) =>
      home.filter((item) => ([] as number[]).concat(item.shopPosition).includes(position)).length;
    expect(inGroup(2)).toBeGreaterThanOrEqual(5);
    expect(inGroup(3)).toBeGreaterThanOrEqual(5);
    expect(inGroup(4)).toBeGreaterThanOrEqual(5);
    expect(
      home.every((item) =>
        [2, 3, 4].some((position) => ([] as number[]).concat(item.shopPosition).includes(position)),
      ),
    ).toBe(true);
  });

  it('answers the detail by id or by code', async () => {
    const byId = await call('GET', '/api/shop/products/101');
    expect(byId.json?.value).toMatchObject({
      code: 'BK-1001',
      images: [expect.any(String), expect.any(String)],
      productDescription: expect.stringContaining('<h2>'),
      features: expect.arrayContaining(['نویسنده: صادق هدایت']),
    });
    const byCode = await call('GET', '/api/shop/products/bk-1001');
    expect(byCode.json?.value).toEqual(byId.json?.value);
  });

  it('answers 404 with isNotFound for an unknown product', async () => {
    const answer = await call('GET', '/api/shop/products/99999');
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ isNotFound: true, errors: ['محصول یافت نشد.'] });
  });
});

describe('categories, banners and stock holders', () => {
  it('answers one root with the top categories as children', async () => {
    const root = (await call('GET', '/api/shop/categories')).json?.value;
    expect(root.children.map((node: { name: string }) => node.name)).toContain('لوازم التحریر');
    expect(root.children.length).toBeGreaterThanOrEqual(6);
  });

  it('pages banners by order, five by default', async () => {
    const value = (await call('GET', '/api/shop/banners')).json?.value;
    expect(value).toMatchObject({ page: 1, size: 5, totalCount: 4 });
    expect(value.result.map((banner: { order: number }) => banner.order)).toEqual([1, 2, 3, 4]);
    expect((await call('GET', '/api/shop/banners/2')).json?.value.title).toBe('هفتهٔ کتاب');
    expect((await call('GET', '/api/shop/banners/99')).status).toBe(404);
  });

  it('answers the stock-holder tree', async () => {
    const root = (await call('GET', '/api/shop/accounts/stockHolderNodeAccounts')).json?.value;
    expect(root).toMatchObject({ id: 500, code: 'SH', children: expect.any(Array) });
  });
});

describe('reviews', () => {
  const reviews = async (productId: number, search = '') =>
    (await call('GET', `/api/shop/products/reviews/${productId}${search}`)).json?.value;

  it('lists a product’s reviews newest first', async () => {
    const value = await reviews(118);
    expect(value.totalCount).toBe(3);
    const dates = value.result.map((review: { createdAt: string }) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(value.result[0]).toEqual({
      id: expect.any(Number),
      productId: 118,
      fullName: 'کامران نیک‌نام',
      rate: 3,
      comment: expect.any(String),
      createdAt: expect.any(String),
    });
    expect((await reviews(101, '?size=2')).totalPages).toBe(2);
  });

  it('posts a review with a token and updates the product rating', async () => {
    const post = (body: unknown, token?: string) =>
      call('POST', '/api/shop/products/reviews', { body, token });
    expect((await post({ productId: 131, rate: 5, comment: 'عالی' })).status).toBe(401);
    const token = await login();
    expect((await post({ productId: 131, rate: 6, comment: 'عالی' }, token)).status).toBe(400);
    expect((await post({ productId: 131, rate: 0, comment: 'عالی' }, token)).status).toBe(400);
    expect((await post({ productId: 131, rate: 4, comment: '   ' }, token)).json?.errors).toEqual([
      'متن نظر را وارد کنید.',
    ]);
    expect((await post({ productId: 99999, rate: 4, comment: 'خوب' }, token)).status).toBe(404);
    const answer = await post({ productId: 131, rate: 4, comment: 'قاب خوش‌ساختی است.' }, token);
    expect(answer.status).toBe(200);
    expect(answer.json?.value).toMatchObject({ productId: 131, fullName: 'سارا محمدی', rate: 4 });
    expect((await reviews(131)).result[0].comment).toBe('قاب خوش‌ساختی است.');
    const product = (await call('GET', '/api/shop/products/131')).json?.value;
    expect(product).toMatchObject({ rate: 4, totalReviews: 1 });
  });

  it('answers 404 for the reviews of an unknown product', async () => {
    expect((await call('GET', '/api/shop/products/reviews/99999')).status).toBe(404);
  });
});
