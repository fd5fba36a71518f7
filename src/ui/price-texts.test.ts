import { describe, expect, it } from 'vitest';
import { priceTexts } from './price-texts';

describe('priceTexts', () => {
  it('says the price alone when there is no discount', () => {
    expect(priceTexts({ price: 185000, priceWithDiscount: 185000, discountPercent: 0 })).toEqual({
      before: null,
      percent: null,
      now: '۱۸۵٬۰۰۰ تومان',
    });
  });

  it('strikes the original price and gives the percent when a discount lowers it', () => {
    expect(priceTexts({ price: 185000, priceWithDiscount: 166500, discountPercent: 10 })).toEqual({
      before: '۱۸۵٬۰۰۰ تومان',
      percent: '۱۰٪',
      now: '۱۶۶٬۵۰۰ تومان',
    });
  });

  it('gives no percent the shop did not give, and none when the price is not lower', () => {
    expect(priceTexts({ price: 1000, priceWithDiscount: 900, discountPercent: 0 }).percent).toBe(
      null,
    );
    expect(priceTexts({ price: 1000, priceWithDiscount: 1000, discountPercent: 10 })).toEqual({
      before: null,
      percent: null,
      now: '۱٬۰۰۰ تومان',
    });
  });

  it('truncates to whole numbers where asked (SPEC §9: home prices)', () => {
    const texts = priceTexts(
      { price: 1999.99, priceWithDiscount: 1500.75, discountPercent: 25 },
      { whole: true },
    );
    expect(texts).toEqual({ before: '۱٬۹۹۹ تومان', percent: '۲۵٪', now: '۱٬۵۰۰ تومان' });
    expect(priceTexts({ price: 1500.75, priceWithDiscount: 1500.75, discountPercent: 0 }).now).toBe(
      '۱٬۵۰۰٫۷۵ تومان',
    );
  });
});
