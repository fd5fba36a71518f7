import { describe, expect, it } from 'vitest';
import { fixtureShopForFile } from '@test-support/servers/fixture-shop';

const { call, login } = await fixtureShopForFile();
const token = await login();

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe('favourites', () => {
  const favourites = async () =>
    (await call('GET', '/api/shop/users/favorites?size=50', { token })).json?.value;

  it('lists the seed favourites as product summaries, newest first', async () => {
    const value = await favourites();
    expect(value).toMatchObject({ page: 1, totalCount: 3, totalPages: 1 });
    expect(ids(value.result)).toEqual([124, 118, 101]);
    expect(value.result[0]).toMatchObject({ code: 'DG-3007', isFavorite: true });
    expect(value.result[0]).not.toHaveProperty('productDescription');
  });

  it('adds idempotently and deletes by product id', async () => {
    const add = () =>
      call('POST', '/api/shop/users/favorites', { token, body: { productId: 130 } });
    expect((await add()).status).toBe(200);
    expect((await add()).json?.value).toBeNull();
    expect(ids((await favourites()).result)).toEqual([130, 124, 118, 101]);
    const removed = await call('DELETE', '/api/shop/users/favorites/118', { token });
    expect(removed.status).toBe(200);
    expect(ids((await favourites()).result)).toEqual([130, 124, 101]);
  });

  it('marks favourites in product answers for the signed-in user', async () => {
    const detail = await call('GET', '/api/shop/products/124', { token });
    expect(detail.json?.value.isFavorite).toBe(true);
    const anonymous = await call('GET', '/api/shop/products/124');
    expect(anonymous.json?.value.isFavorite).toBe(false);
  });

  it('answers 404 for an unknown product', async () => {
    expect(
      (await call('POST', '/api/shop/users/favorites', { token, body: { productId: 9999 } }))
        .status,
    ).toBe(404);
    expect((await call('DELETE', '/api/shop/users/favorites/9999', { token })).status).toBe(404);
  });
});

describe('contact info', () => {
  const address = {
    recipient: 'سارا محمدی',
    phoneNumber: '۰۲۱-۸۸۷۷۶۶۵۵',
    provinceId: 8,
    cityId: 301,
    address: 'خیابان ولیعصر، کوچهٔ نگار، پلاک ۱۲',
    postalCode: '۱۵۱۱۸ ۳۴۵۶۷',
    latitude: 35.75,
    longitude: 51.41,
  };
  const list = async () =>
    (await call('GET', '/api/shop/users/contact-info', { token })).json?.value;

  it("lists the user's saved address only", async () => {
    const value = await list();
    expect(value).toMatchObject({ page: 1, size: 20, totalCount: 1 });
    expect(value.result[0]).toMatchObject({ id: 1, provinceId: 8, cityId: 301, isDefault: true });
    expect(value.result[0]).not.toHaveProperty('userId');
  });

  it('adds an address with a new id and normalised digits', async () => {
    const answer = await call('POST', '/api/shop/users/contact-info', { token, body: address });
    expect(answer.status).toBe(200);
    expect(answer.json?.value).toMatchObject({
      id: 3,
      phoneNumber: '02188776655',
      postalCode: '1511834567',
      isDefault: false,
    });
    expect((await list()).totalCount).toBe(2);
  });

  it('edits by the id in the body and moves the default', async () => {
    const created = await call('POST', '/api/shop/users/contact-info', { token, body: address });
    const id = created.json?.value.id;
    const edited = await call('PATCH', '/api/shop/users/contact-info', {
      token,
      body: { id, address: 'خیابان انقلاب، پلاک ۵', isDefault: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.json?.value).toMatchObject({
      id,
      address: 'خیابان انقلاب، پلاک ۵',
      recipient: 'سارا محمدی',
      isDefault: true,
    });
    const defaults = (await list()).result.map((item: { id: number; isDefault: boolean }) => [
      item.id,
      item.isDefault,
    ]);
    expect(defaults).toEqual([
      [1, false],
      [id, true],
    ]);
  });

  it.each([
    ['a nine-digit postal code', { postalCode: '123456789' }, 'کد پستی باید ۱۰ رقم باشد.'],
    ['an unknown province', { provinceId: 32 }, 'استان نامعتبر است.'],
    ['an empty recipient', { recipient: '  ' }, 'نام گیرنده را وارد کنید.'],
  ])('rejects %s', async (_case, change, message) => {
    const answer = await call('POST', '/api/shop/users/contact-info', {
      token,
      body: { ...address, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.json?.errors).toEqual([message]);
  });

  it("answers 404 when editing another user's address", async () => {
    const answer = await call('PATCH', '/api/shop/users/contact-info', {
      token,
      body: { id: 2, address: 'x' },
    });
    expect(answer.status).toBe(404);
  });
});
