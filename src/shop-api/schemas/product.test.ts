import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testProduct } from '@test-support/unit/products';
import { productDetailSchema, productPageSchema, productSchema } from './product';

const base = { id: 12, code: 'P-12', title: 'چای سبز', price: 120000 };

const parse = (raw: unknown) => v.parse(productSchema, raw);

describe('product schema', () => {
  it('reshapes a minimal product with defaults', () => {
    expect(parse(base)).toEqual(
      testProduct(12, 'چای سبز', {
        price: 120000,
        priceWithDiscount: 120000,
        shopPositions: [],
        units: [{ id: 'default', title: 'عدد', isDefault: true, conversionFactor: 1 }],
      }),
    );
  });

  it('reads shopPosition as a number or a list', () => {
    expect(parse({ ...base, shopPosition: 2 }).shopPositions).toEqual([2]);
    expect(parse({ ...base, shopPosition: [1, 3, '4', 3] }).shopPositions).toEqual([1, 3, 4]);
    expect(parse({ ...base, shopPosition: null }).shopPositions).toEqual([]);
  });

  it('merges image and images, dropping empty and repeated entries', () => {
    const raw = { ...base, image: 'a.jpg', images: ['a.jpg', '', '  ', null, 'b.jpg'] };
    expect(parse(raw).images).toEqual(['a.jpg', 'b.jpg']);
    expect(parse({ ...base, image: '', images: null }).images).toEqual([]);
    expect(parse({ ...base, images: 'c.png' }).images).toEqual(['c.png']);
  });

  it('keeps exactly one default unit', () => {
    const none = parse({
      ...base,
      units: [
        { id: 1, title: 'بسته' },
        { id: 2, title: 'کارتن' },
      ],
    });
    expect(none.units.map((unit) => unit.isDefault)).toEqual([true, false]);
    const two = parse({
      ...base,
      units: [
        { id: 1, isDefault: false },
        { id: 2, isDefault: true, conversionFactor: '12' },
        { id: 3, isDefault: true },
      ],
    });
    expect(two.units).toEqual([
      { id: 1, title: 'عدد', isDefault: false, conversionFactor: 1 },
      { id: 2, title: 'عدد', isDefault: true, conversionFactor: 12 },
      { id: 3, title: 'عدد', isDefault: false, conversionFactor: 1 },
    ]);
    expect(parse({ ...base, units: [] }).units[0]?.id).toBe('default');
  });

  it('accepts numeric strings, extra fields and nulls', () => {
    const product = parse({
      ...base,
      price: '150000',
      priceWithDiscount: ' 120000 ',
      rate: '4.5',
      totalReviews: null,
      parentDetailedAccountId: 7,
      isFavorite: 'true',
      somethingNew: { nested: true },
    });
    expect(product).toMatchObject({
      price: 150000,
      priceWithDiscount: 120000,
      discountPercent: 20,
      rate: 4.5,
      totalReviews: null,
      parentDetailedAccountId: 7,
      isFavorite: true,
    });
    expect(product).not.toHaveProperty('somethingNew');
  });

  it('rejects a product without a usable price or id', () => {
    expect(v.safeParse(productSchema, { ...base, price: 'گران' }).success).toBe(false);
    expect(v.safeParse(productSchema, { ...base, id: '' }).success).toBe(false);
  });
});

describe('product detail schema', () => {
  it('keeps descriptions raw and reads features as a list or as lines', () => {
    const detail = v.parse(productDetailSchema, {
      ...base,
      productDescription: '<p>متن <b>پررنگ</b></p>',
      shopDescription: null,
      features: 'وزن: ۱۰۰ گرم\r\n\n  بسته‌بندی: قوطی  ',
    });
    expect(detail.productDescription).toBe('<p>متن <b>پررنگ</b></p>');
    expect(detail.shopDescription).toBeNull();
    expect(detail.features).toEqual(['وزن: ۱۰۰ گرم', 'بسته‌بندی: قوطی']);
    expect(v.parse(productDetailSchema, { ...base, features: ['a', ''] }).features).toEqual(['a']);
  });
});

describe('product page schema', () => {
  it('drops an invalid product and keeps the rest', () => {
    const page = v.parse(productPageSchema, {
      result: [base, { id: 13, title: 'بی‌قیمت' }, { ...base, id: 14 }],
      page: 1,
      size: 10,
      totalPages: 1,
      totalCount: 3,
    });
    expect(page.items.map((product) => product.id)).toEqual([12, 14]);
    expect(page.totalCount).toBe(3);
  });
});
