import { describe, expect, it } from 'vitest';
import { matchesSearch, normalisePersian } from './persian-search';

describe('normalisePersian', () => {
  it.each([
    ['Arabic yeh', 'علي', 'علی'],
    ['alef maksura', 'موسى', 'موسی'],
    ['Arabic kaf', 'كتاب', 'کتاب'],
    ['tatweel', 'کتـــاب', 'کتاب'],
    ['diacritics', 'کِتابْ', 'کتاب'],
    ['zero-width non-joiner', 'قصه‌های', 'قصههای'],
    ['Persian digits', '۱۲', '12'],
    ['Arabic-Indic digits', '١٢', '12'],
    ['ASCII digits stay', '12', '12'],
    ['spaces and case', '  Galaxy   A55 ', 'galaxy a55'],
  ])('%s', (_rule, input, expected) => {
    expect(normalisePersian(input)).toBe(expected);
  });
});

describe('matchesSearch', () => {
  it("finds 'کتاب' with the Arabic spelling 'كتاب'", () => {
    expect(matchesSearch('کتاب بوف کور', 'كتاب')).toBe(true);
  });

  it("finds '12' with '۱۲', and '۱۲' with '12'", () => {
    expect(matchesSearch('کتاب تست ریاضی پایه 12 کنکور', '۱۲')).toBe(true);
    expect(matchesSearch('مداد رنگی ۱۲ رنگ', '12')).toBe(true);
  });

  it('normalises the title too', () => {
    expect(matchesSearch('كتاب قصه‌هاي مجيد', 'کتاب قصههای')).toBe(true);
  });

  it('needs every word and matches everything for an empty query', () => {
    expect(matchesSearch('کتاب بوف کور', 'کتاب سمفونی')).toBe(false);
    expect(matchesSearch('هر چیزی', '   ')).toBe(true);
  });
});
