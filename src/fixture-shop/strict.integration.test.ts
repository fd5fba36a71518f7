import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { RECOVERY_CODE } from './routes/auth';
import { DEMO, STOCK_HOLDER, startFixtureShop } from '@test-support/servers/fixture-shop';

const running = await startFixtureShop({ scenario: 'strict' });
const { call, login, shop } = running;
afterAll(() => running.close());
beforeEach(() => {
  shop.setScenario('strict');
  shop.reset();
});

const token = await login(DEMO);
const as = { token };
type Summary = { id: number; code: string; title: string; parentDetailedAccountId: number };

const products = async (query: string): Promise<Summary[]> =>
  (await call('GET', `/api/shop/products?size=100&${query}`)).json?.value.result;
const titles = (items: Summary[]) => items.map((item) => item.title);
const cartLines = async () => (await call('GET', '/api/shop/users/cart', as)).json?.value.items;

/** A failure envelope with the status given, as the shop answers a refused call. */
const refused = (status: number) =>
  expect.objectContaining({ status, json: expect.objectContaining({ isSuccess: false }) });
const answeredTrue = expect.objectContaining({
  status: 200,
  json: expect.objectContaining({ isSuccess: true, value: true }),
});

const ADDRESS = {
  recipient: 'سارا محمدی',
  phoneNumber: '09120000000',
  provinceId: 8,
  cityId: 301,
  address: 'خیابان ولیعصر، پلاک ۱',
  postalCode: '1234567890',
};

describe('strict dialect: ids keep their JSON type', () => {
  it('finds a product sent back as the number it was listed as, and refuses the same id as text', async () => {
    const [listed] = await products('title=بوف');
    expect(listed?.id).toBe(101);
    expect(
      await call('POST', '/api/shop/users/cart/set-item', {
        ...as,
        body: { productId: '101', unitId: 4, amount: 1 },
      }),
    ).toEqual(refused(400));
    expect(await cartLines()).toEqual([]);
    expect(
      await call('POST', '/api/shop/users/cart/set-item', {
        ...as,
        body: { productId: 101, unitId: 4, amount: 1 },
      }),
    ).toEqual(answeredTrue);
    expect(await cartLines()).toEqual([
      expect.objectContaining({ productId: 101, unitId: 4, amount: 1 }),
    ]);
  });

  it('compares unit ids by type too; a product without units takes the text id «default»', async () => {
    const setItem = (body: unknown) =>
      call('POST', '/api/shop/users/cart/set-item', { ...as, body });
    expect(await setItem({ productId: 110, unitId: '2', amount: 1 })).toEqual(refused(400));
    expect(await setItem({ productId: 110, unitId: 2, amount: 1 })).toEqual(answeredTrue);
    expect(await setItem({ productId: 126, unitId: 'default', amount: 2 })).toEqual(answeredTrue);
    expect(await cartLines()).toEqual([
      expect.objectContaining({ productId: 110, unitId: 2 }),
      expect.objectContaining({ productId: 126, unitId: 'default', amount: 2 }),
    ]);
  });

  it('refuses text ids in favourites, addresses, submit, invoice lines, reviews and signup', async () => {
    expect(
      await call('POST', '/api/shop/users/favorites', { ...as, body: { productId: '102' } }),
    ).toEqual(refused(400));
    expect(
      await call('POST', '/api/shop/users/contact-info', {
        ...as,
        body: { ...ADDRESS, provinceId: '8' },
      }),
    ).toEqual(refused(400));
    expect(
      await call('PATCH', '/api/shop/users/contact-info', {
        ...as,
        body: { id: '1', recipient: 'سارا' },
      }),
    ).toEqual(refused(400));
    await call('POST', '/api/shop/users/cart/set-item', {
      ...as,
      body: { productId: 101, unitId: 4, amount: 1 },
    });
    expect(
      await call('PATCH', '/api/shop/users/cart/submit', { ...as, body: { contactInfoId: '1' } }),
    ).toEqual(refused(400));
    const line = { productId: '101', unitId: 4, amount: 1 };
    expect(
      await call('POST', '/api/shop/users/invoices', { ...as, body: { items: [line] } }),
    ).toEqual(refused(400));
    expect(
      await call('POST', '/api/shop/products/reviews', {
        ...as,
        body: { productId: '101', rate: 5, comment: 'عالی' },
      }),
    ).toEqual(refused(400));
    const signup = {
      firstName: 'نگار',
      lastName: 'احمدی',
      phoneNumber: '09350000000',
      password: 'secret12',
    };
    expect(
      await call('POST', '/api/shop/users/signup', {
        body: { ...signup, nationalCode: '0453928171', stockHolderAccountId: '512' },
      }),
    ).toEqual(refused(400));
    // Nothing of it happened.
    expect((await call('GET', '/api/shop/users/orders', as)).json?.value.totalCount).toBe(4);
    expect((await call('GET', '/api/shop/users/favorites', as)).json?.value.totalCount).toBe(3);
  });

  it('reads ids in paths as numbers: /products/101 is found, a code or other text is not', async () => {
    expect((await call('GET', '/api/shop/products/101')).json?.value).toMatchObject({
      id: 101,
      code: 'بک۱۰۰۱',
    });
    expect((await call('GET', '/api/shop/products/abc')).status).toBe(404);
    expect((await call('GET', `/api/shop/products/${encodeURIComponent('بک۱۰۰۱')}`)).status).toBe(
      404,
    );
    expect((await call('GET', '/api/shop/products/reviews/101')).status).toBe(200);
    expect((await call('GET', '/api/shop/users/invoices/7001', as)).status).toBe(200);
  });
});

describe('strict dialect: every write call answers true', () => {
  it('answers true to the whole purchase path, and the changes are there when read back', async () => {
    const write = (method: string, path: string, body?: unknown) =>
      call(method, path, { ...as, body });
    expect(await write('POST', '/api/shop/users/favorites', { productId: 102 })).toEqual(
      answeredTrue,
    );
    expect(await write('DELETE', '/api/shop/users/favorites/101')).toEqual(answeredTrue);
    const favourites = (await call('GET', '/api/shop/users/favorites', as)).json?.value.result.map(
      (item: Summary) => item.id,
    );
    expect(favourites).toEqual([102, 124, 118]);

    expect(await write('POST', '/api/shop/users/contact-info', ADDRESS)).toEqual(answeredTrue);
    expect(
      await write('PATCH', '/api/shop/users/contact-info', { id: 1, recipient: 'سارا م.' }),
    ).toEqual(answeredTrue);
    const addresses = (await call('GET', '/api/shop/users/contact-info', as)).json?.value.result;
    expect(addresses).toEqual([
      expect.objectContaining({ id: 1, recipient: 'سارا م.' }),
      expect.objectContaining({ id: 3, address: ADDRESS.address }),
    ]);

    expect(
      await write('POST', '/api/shop/users/cart/set-item', {
        productId: 102,
        unitId: 4,
        amount: 2,
      }),
    ).toEqual(answeredTrue);
    expect(
      await write('POST', '/api/shop/users/invoices', {
        items: [{ productId: 102, unitId: 4, amount: 2 }],
      }),
    ).toEqual(answeredTrue);
    const drafts = (await call('GET', '/api/shop/users/invoices/drafts', as)).json?.value;
    const draft = drafts.find(
      (invoice: { items: Array<{ productId: number }> }) => invoice.items[0]?.productId === 102,
    );
    expect(draft.items[0]).toMatchObject({ productName: 'كتاب سمفوني مردگان', amount: 2 });
    expect(await write('DELETE', `/api/shop/users/invoices/${draft.id}`)).toEqual(answeredTrue);

    expect(await write('PATCH', '/api/shop/users/cart/submit', { contactInfoId: 3 })).toEqual(
      answeredTrue,
    );
    const orders = (await call('GET', '/api/shop/users/orders', as)).json?.value;
    expect(orders.totalCount).toBe(5);
    expect(orders.result[0]).toMatchObject({
      status: 'در حال پردازش',
      contactInfoId: 3,
      items: [expect.objectContaining({ productId: 102 })],
    });
    expect(await cartLines()).toEqual([]);

    expect(
      await write('POST', '/api/shop/users/cart/set-item', {
        productId: 101,
        unitId: 4,
        amount: 1,
      }),
    ).toEqual(answeredTrue);
    expect(await write('GET', '/api/shop/users/cart/clear')).toEqual(answeredTrue);
    expect(await cartLines()).toEqual([]);

    expect(
      await write('POST', '/api/shop/products/reviews', {
        productId: 101,
        rate: 4,
        comment: 'خوب بود',
      }),
    ).toEqual(answeredTrue);
    expect(
      (await call('GET', '/api/shop/products/reviews/101')).json?.value.result[0],
    ).toMatchObject({ comment: 'خوب بود' });
    expect(
      await write('PATCH', '/api/shop/users', { firstName: 'سارا', lastName: 'محمدی‌فر' }),
    ).toEqual(answeredTrue);
  });

  it('answers true to signup (log in next) and to the password reset', async () => {
    const phoneNumber = '09350000000';
    const password = 'secret12';
    expect(
      await call('POST', '/api/shop/users/signup', {
        body: { firstName: 'نگار', lastName: 'احمدی', phoneNumber, password },
      }),
    ).toEqual(answeredTrue);
    expect(await login({ phoneNumber, password })).toMatch(/^ey/);

    await call('POST', '/api/shop/users/password/send-code', {
      body: { phoneNumber: STOCK_HOLDER.phoneNumber },
    });
    const verified = await call('POST', '/api/shop/users/password/verify-code', {
      body: { phoneNumber: STOCK_HOLDER.phoneNumber, code: RECOVERY_CODE },
    });
    const resetToken = verified.json?.value;
    expect(typeof resetToken).toBe('string');
    const reset = { phoneNumber: STOCK_HOLDER.phoneNumber, resetToken, password: 'fresh-pass' };
    expect(await call('POST', '/api/shop/users/password/reset', { body: reset })).toEqual(
      answeredTrue,
    );
    expect(await login({ phoneNumber: STOCK_HOLDER.phoneNumber, password: 'fresh-pass' })).toMatch(
      /^ey/,
    );
  });
});

describe('strict dialect: search matches raw substrings', () => {
  it('finds «کتاب» and «كتاب» (Persian and Arabic kaf) in different titles', async () => {
    const persian = titles(await products(`title=${encodeURIComponent('کتاب')}`));
    const arabic = titles(await products(`title=${encodeURIComponent('كتاب')}`));
    expect(persian).toHaveLength(6);
    expect(arabic).toEqual(['كتاب سمفوني مردگان', 'كتاب قصه‌هاي مجيد', 'كتاب ديوان حافظ نفيس']);
    expect(persian.some((title) => arabic.includes(title))).toBe(false);
  });

  it('does not fold digits or Arabic yeh: «۱۲» and «12» find different products', async () => {
    expect(titles(await products(`title=${encodeURIComponent('۱۲')}`))).toEqual([
      'مداد رنگی ۱۲ رنگ',
    ]);
    expect(titles(await products('title=12'))).toEqual(['کتاب تست ریاضی پایه 12 کنکور']);
    expect(titles(await products(`title=${encodeURIComponent('سمفونی')}`))).toEqual([]);
    expect(titles(await products(`title=${encodeURIComponent('سمفوني')}`))).toEqual([
      'كتاب سمفوني مردگان',
    ]);
  });

  it('matches codes as written: Persian letters and digits, a space, a slash', async () => {
    const byCode = async (code: string) =>
      (await products(`code=${encodeURIComponent(code)}`)).map((item) => item.code);
    expect(await byCode('بک/۱۰۰۳')).toEqual(['بک/۱۰۰۳']);
    expect(await byCode('بک ۱۰۰۲')).toEqual(['بک ۱۰۰۲']);
    expect(await byCode('بک-۱۰۰۴')).toEqual(['بک-۱۰۰۴']);
    expect(await byCode('BK-1004')).toEqual([]);
    expect(await byCode('بک1004')).toEqual([]);
    expect(await byCode('بك')).toEqual([]); // Arabic kaf
    expect(await byCode('بک')).toHaveLength(9);
  });
});

describe('strict dialect: products only in leaf categories', () => {
  it('lists nothing for a category with children, and exactly the leaf for a leaf', async () => {
    expect(await products('parentDetailedAccountId=10')).toEqual([]);
    expect(await products('parentDetailedAccountId=1')).toEqual([]);
    const novels = await products('parentDetailedAccountId=11');
    expect(novels.map((item) => item.id)).toEqual([101, 102, 103, 108]);
    expect(novels.every((item) => item.parentDetailedAccountId === 11)).toBe(true);
    expect(await products('parentDetailedAccountId=60')).toHaveLength(4);
  });
});

describe('strict scenario switched at run time', () => {
  it('is another shop with its own state; the default one is left as it was', async () => {
    shop.setScenario('default');
    const defaultToken = await login(DEMO);
    await call('POST', '/api/shop/users/cart/set-item', {
      token: defaultToken,
      body: { productId: '118', amount: 1 },
    });
    expect((await call('GET', '/api/shop/products?code=BK-1001')).json?.value.totalCount).toBe(1);

    shop.setScenario('strict');
    expect(await cartLines()).toEqual([]);
    expect((await call('GET', '/api/shop/products?code=BK-1001')).json?.value.totalCount).toBe(0);

    shop.setScenario('default');
    const lines = (await call('GET', '/api/shop/users/cart', { token: defaultToken })).json?.value
      .items;
    expect(lines).toEqual([expect.objectContaining({ productId: 118, productCode: 'DG-3001' })]);
  });
});
