import { describe, expect, it } from 'vitest';
import { fixtureShopForFile } from '@test-support/servers/fixture-shop';

const { call, login } = await fixtureShopForFile();
const token = await login();

const setItem = (body: unknown) => call('POST', '/api/shop/users/cart/set-item', { token, body });
const cart = async () => (await call('GET', '/api/shop/users/cart', { token })).json?.value;

describe('cart', () => {
  it('starts empty', async () => {
    expect(await cart()).toEqual({ items: [], totalPrice: 0, totalPriceWithDiscount: 0 });
  });

  it('sets an absolute amount, keeps it on reload and prices the unit', async () => {
    await setItem({ productId: 110, unitId: 1, amount: 2 });
    const answer = await setItem({ productId: 110, unitId: 2, amount: 3 });
    expect(answer.status).toBe(200);
    await setItem({ productId: 110, unitId: 1, amount: 5 });
    const value = await cart();
    expect(value.items).toHaveLength(2);
    expect(value.items).toContainEqual(
      expect.objectContaining({
        productId: 110,
        productName: 'دفتر ۱۰۰ برگ سیمی',
        productCode: 'ST-2001',
        unitId: 2,
        unitName: 'بسته',
        amount: 3,
        price: 680000,
        priceWithDiscount: 598400,
        totalPrice: 2040000,
        totalPriceWithDiscount: 1795200,
        discountPercent: 12,
      }),
    );
    expect(value.items).toContainEqual(
      expect.objectContaining({ unitId: 1, unitName: 'عدد', amount: 5 }),
    );
    expect(value.totalPriceWithDiscount).toBe(1795200 + 5 * 59840);
  });

  it("uses the default unit, and 'عدد' for a product without a unit title", async () => {
    await setItem({ productId: 116, unitId: null, amount: 1 });
    await setItem({ productId: 126, unitId: 'default', amount: 2 });
    const items = (await cart()).items;
    expect(items).toContainEqual(
      expect.objectContaining({ productId: 116, unitId: 7, unitName: 'عدد' }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ productId: 126, unitId: 'default', unitName: 'عدد' }),
    );
  });

  it('keeps decimal prices to two places', async () => {
    await setItem({ productId: 111, amount: 3 });
    expect((await cart()).items[0]).toMatchObject({ price: 112000.75, totalPrice: 336002.25 });
  });

  it('removes a line at amount 0 or less', async () => {
    await setItem({ productId: 101, amount: 2 });
    await setItem({ productId: 118, amount: 1 });
    await setItem({ productId: 101, amount: 0 });
    await setItem({ productId: 118, amount: -1 });
    expect((await cart()).items).toEqual([]);
  });

  it.each([
    ['an unknown product', { productId: 9999, amount: 1 }, 404],
    ['an unknown unit', { productId: 110, unitId: 42, amount: 1 }, 400],
    ['a fractional amount', { productId: 110, amount: 1.5 }, 400],
    ['a missing amount', { productId: 110 }, 400],
  ])('rejects %s', async (_case, body, status) => {
    expect((await setItem(body)).status).toBe(status);
  });

  it('clears', async () => {
    await setItem({ productId: 101, amount: 2 });
    const answer = await call('GET', '/api/shop/users/cart/clear', { token });
    expect(answer.status).toBe(200);
    expect(answer.json?.value).toBeNull();
    expect((await cart()).items).toEqual([]);
  });

  it('submits into a processing order and empties the cart', async () => {
    await setItem({ productId: 101, amount: 2 });
    const answer = await call('PATCH', '/api/shop/users/cart/submit', {
      token,
      body: { contactInfoId: 1, description: 'لطفاً زنگ نزنید' },
    });
    expect(answer.status).toBe(200);
    const order = answer.json?.value;
    expect(order).toMatchObject({
      status: 'در حال پردازش',
      totalAmount: 333000,
      items: [
        { productId: 101, productName: 'کتاب بوف کور', price: 166500, amount: 2, unitName: 'جلد' },
      ],
    });
    expect(order).not.toHaveProperty('userId');
    expect((await cart()).items).toEqual([]);
    const orders = await call('GET', '/api/shop/users/orders', { token });
    expect(orders.json?.value.result[0]).toMatchObject({ id: order.id, status: 'در حال پردازش' });
    const detail = await call('GET', `/api/shop/users/orders/${order.id}`, { token });
    expect(detail.json?.value).toEqual(order);
  });

  it('answers 400 when submitting an empty cart', async () => {
    const answer = await call('PATCH', '/api/shop/users/cart/submit', { token, body: {} });
    expect(answer.status).toBe(400);
    expect(answer.json?.errors).toEqual(['سبد خرید خالی است.']);
  });

  it('keeps carts per user', async () => {
    await setItem({ productId: 101, amount: 2 });
    const other = await login({ phoneNumber: '09130000000', password: 'demo1234' });
    const answer = await call('GET', '/api/shop/users/cart', { token: other });
    expect(answer.json?.value.items).toEqual([]);
  });
});

describe('orders', () => {
  it('lists the seed orders newest first, paged', async () => {
    const answer = await call('GET', '/api/shop/users/orders?page=1&size=2', { token });
    expect(answer.json?.value).toMatchObject({ page: 1, size: 2, totalCount: 4, totalPages: 2 });
    expect(answer.json?.value.result.map((order: { id: number }) => order.id)).toEqual([
      3004, 3003,
    ]);
  });

  it("answers 404 for another user's order", async () => {
    expect((await call('GET', '/api/shop/users/orders/3005', { token })).status).toBe(404);
  });
});

describe('invoices', () => {
  it('lists confirmed invoices and drafts apart', async () => {
    const list = await call('GET', '/api/shop/users/invoices', { token });
    expect(list.json?.value.totalCount).toBe(3);
    expect(list.json?.value.result.every((invoice: { isDraft: boolean }) => !invoice.isDraft)).toBe(
      true,
    );
    const drafts = await call('GET', '/api/shop/users/invoices/drafts', { token });
    expect(drafts.json?.value).toHaveLength(1);
    expect(drafts.json?.value[0]).toMatchObject({ id: 7004, isDraft: true });
  });

  it('creates a draft from the cart and deletes it', async () => {
    expect((await call('POST', '/api/shop/users/invoices', { token, body: {} })).status).toBe(400);
    await setItem({ productId: 110, unitId: 2, amount: 1 });
    const created = await call('POST', '/api/shop/users/invoices', {
      token,
      body: { description: 'برای مدرسه' },
    });
    expect(created.status).toBe(200);
    const invoice = created.json?.value;
    expect(invoice).toMatchObject({
      isDraft: true,
      totalAmount: 598400,
      discount: 81600,
      items: [{ productId: 110, amount: 1, price: 680000, unit: 'بسته', discount: 81600 }],
    });
    expect((await cart()).items).toHaveLength(1);
    const detail = await call('GET', `/api/shop/users/invoices/${invoice.id}`, { token });
    expect(detail.json?.value).toEqual(invoice);
    const deleted = await call('DELETE', `/api/shop/users/invoices/${invoice.id}`, { token });
    expect(deleted.status).toBe(200);
    expect((await call('GET', `/api/shop/users/invoices/${invoice.id}`, { token })).status).toBe(
      404,
    );
  });

  it('refuses to delete a confirmed invoice', async () => {
    const answer = await call('DELETE', '/api/shop/users/invoices/7001', { token });
    expect(answer.status).toBe(400);
    expect(answer.json?.errors).toEqual(['فاکتور تأییدشده قابل حذف نیست.']);
    expect((await call('GET', '/api/shop/users/invoices/7001', { token })).status).toBe(200);
  });
});
