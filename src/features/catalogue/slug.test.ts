import { describe, expect, it } from 'vitest';
import { isCanonicalSlug, productPath, productSlug } from './slug';

describe('productSlug', () => {
  it.each([
    ['کتاب بوف کور', 'کتاب-بوف-کور'],
    ['کتاب قصه‌های مجید', 'کتاب-قصه-های-مجید'],
    ['كتاب علي', 'کتاب-علی'],
    ['دفتر ۱۰۰ برگ سیمی', 'دفتر-100-برگ-سیمی'],
    ['گوشی موبایل سامسونگ Galaxy A55 ظرفیت ۲۵۶ گیگابایت', 'گوشی-موبایل-سامسونگ-galaxy-a55-ظرفیت-256-گیگابایت'],
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
