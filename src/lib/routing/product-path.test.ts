import { describe, expect, it } from 'vitest';
import { isCanonicalSlug, productHref, productPath, productSlug } from './product-path';
import { productPathParams } from './product-route';

describe('productSlug', () => {
  it.each([
    ['کتاب بوف کور', 'کتاب-بوف-کور'],
    ['کتاب قصه‌های مجید', 'کتاب-قصه-های-مجید'],
    ['كتاب علي', 'کتاب-علی'],
    ['دفتر ۱۰۰ برگ سیمی', 'دفتر-100-برگ-سیمی'],
    [
      'گوشی موبایل سامسونگ Galaxy A55 ظرفیت ۲۵۶ گیگابایت',
      'گوشی-موبایل-سامسونگ-galaxy-a55-ظرفیت-256-گیگابایت',
    ],
    ['کتاب کلیدر (دوره ۱۰ جلدی)', 'کتاب-کلیدر-دوره-10-جلدی'],
    ['  ?? ', 'product'],
  ])('%s → %s', (title, slug) => {
    expect(productSlug(title)).toBe(slug);
  });
});

describe('canonical product URL', () => {
  it('encodes the code and the slug', () => {
    expect(productPath({ code: 'BK-1001', title: 'کتاب بوف کور' })).toBe(
      `/Product/BK-1001/${encodeURIComponent('کتاب-بوف-کور')}`,
    );
  });

  it('accepts only the exact slug', () => {
    expect(isCanonicalSlug('کتاب-بوف-کور', 'کتاب بوف کور')).toBe(true);
    expect(isCanonicalSlug('x', 'کتاب بوف کور')).toBe(false);
    expect(isCanonicalSlug('کتاب بوف کور', 'کتاب بوف کور')).toBe(false);
  });
});

describe('a product link in markup', () => {
  const titles = [
    'کتاب بوف کور',
    'كتاب علي',
    'گوشی موبایل سامسونگ Galaxy A55 ظرفیت ۲۵۶ گیگابایت',
    'کتاب قصه‌های مجید',
    'Ünïcödé & ﬁ ligature',
    'emoji 📦 box',
    '  ?? ',
  ];

  it.each(titles)('%j is followed to the canonical path', (title) => {
    for (const code of ['BK-1001', 'کالا-۱۲', 'A/B?c#d', '50%']) {
      const product = { code, title };
      expect(new URL(productHref(product), 'https://shop.example').pathname).toBe(
        productPath(product),
      );
    }
  });

  it('writes the title as its letters, a third of the bytes of its encoded form', () => {
    expect(productHref({ code: 'BK-1001', title: 'کتاب بوف کور' })).toBe(
      '/Product/BK-1001/کتاب-بوف-کور',
    );
  });
});

describe('any product code opens its page: the round trip of a code through its URL', () => {
  const codes = [
    'BK-1001',
    'کالا-۱۲',
    'ک ۱۲ الف',
    'دفتر/۴۰',
    'A/B?c#d',
    '50%',
    'x%20y',
    '%E2%82%AC',
    'كد-عربي',
    'a+b&c=d',
    ' فاصله ',
    'emoji-📦',
  ];

  it.each(codes)('%j', (code) => {
    const path = productPath({ code, title: 'کتاب بوف کور' });
    // What a browser sends: the URL as written, unchanged by parsing.
    const sent = new URL(path, 'https://shop.example').pathname;
    expect(sent).toBe(path);
    expect(productPathParams(sent)).toEqual({ code, title: 'کتاب-بوف-کور' });
    // One path segment each, whatever the code holds.
    expect(sent.split('/')).toHaveLength(4);
  });

  it('in the sitemap and the canonical link the code is percent-encoded ASCII', () => {
    expect(productPath({ code: 'کالا-۱۲', title: 'x' })).toBe(
      `/Product/${encodeURIComponent('کالا-۱۲')}/x`,
    );
    expect(productPath({ code: 'ک ۱۲', title: 'x' })).toMatch(/^\/Product\/[A-Za-z0-9%-]+\/x$/);
  });

  it('refuses what is not a product path or not a code', () => {
    expect(productPathParams('/Products')).toBeNull();
    expect(productPathParams('/Product/%E0%A4%A/x')).toBeNull();
    expect(productPathParams('/Product/%20%20/x')).toBeNull();
    expect(productPathParams(`/Product/${'a'.repeat(201)}/x`)).toBeNull();
    expect(productPathParams('/product/BK-1001/x')).toEqual({ code: 'BK-1001', title: 'x' });
  });
});
