import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING } from '@/lib/limits';
import { productListSchema } from '@/shop-api/schemas/product';
import { cardProductOf } from './card-product';

const MEDIA_ID = '1da190a8-e0c8-551a-9f5e-34aabb2fd33e';
const IMAGE_BASE = 'https://shop.example/images';

function product(fields: Record<string, unknown>) {
  const [parsed] = v.parse(productListSchema, [
    {
      id: 7,
      code: 'BK-7',
      title: 'کتاب',
      price: 185000,
      priceWithDiscount: 166500,
      discountPercent: 10,
      units: [{ id: 3, title: 'جلد', isDefault: true, conversionFactor: 1 }],
      shopDescription: '<p>شرح کوتاه</p>',
      productDescription: '<p>شرح بلند که کارت نشان نمی‌دهد</p>',
      features: [{ title: 'نویسنده', value: 'صادق هدایت' }],
      ...fields,
    },
  ]);
  if (!parsed) throw new Error('no product');
  return parsed;
}

describe('cardProductOf', () => {
  it('sends a card only the fields it shows and sells, never the descriptions', () => {
    const card = cardProductOf(product({ images: [MEDIA_ID], rate: 4.6 }), IMAGE_BASE);
    expect(Object.keys(card).sort()).toEqual(
      [
        'code',
        'discountPercent',
        'id',
        'picture',
        'price',
        'prices',
        'priceWithDiscount',
        'rate',
        'title',
        'units',
      ].sort(),
    );
    expect(card).toMatchObject({
      id: 7,
      code: 'BK-7',
      title: 'کتاب',
      price: 185000,
      priceWithDiscount: 166500,
      discountPercent: 10,
      rate: 4.6,
      picture: { kind: 'variants', source: { kind: 'media', id: MEDIA_ID } },
      prices: { before: '۱۸۵٬۰۰۰ تومان', percent: '۱۰٪', now: '۱۶۶٬۵۰۰ تومان' },
    });
    expect(JSON.stringify(card)).not.toContain('شرح');
  });

  it('gives a product without a rating the default one, and without pictures a placeholder', () => {
    const card = cardProductOf(product({ images: [] }), IMAGE_BASE);
    expect(card.rate).toBe(DEFAULT_RATING);
    expect(card.picture).toEqual({ kind: 'static', path: '/images/placeholder-1.svg' });
  });

  it('formats the prices as the list asks: whole numbers on home (SPEC §9)', () => {
    const item = product({ price: 1999.5, priceWithDiscount: 1999.5, discountPercent: 0 });
    expect(cardProductOf(item, IMAGE_BASE).prices.now).toBe('۱٬۹۹۹٫۵ تومان');
    expect(cardProductOf(item, IMAGE_BASE, { whole: true }).prices.now).toBe('۱٬۹۹۹ تومان');
  });

  it('never sends a picture of another host', () => {
    const card = cardProductOf(
      product({ images: ['https://elsewhere.example/x.jpg'] }),
      IMAGE_BASE,
    );
    expect(card.picture.kind).toBe('static');
  });
});
