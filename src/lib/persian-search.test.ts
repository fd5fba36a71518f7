import { describe, expect, it } from 'vitest';
import { matchesSearch, normalisePersian, spellingVariants } from './persian-search';

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

describe('spellingVariants', () => {
  it("sends 'کتاب' and 'كتاب' whichever the shopper typed", () => {
    expect(spellingVariants('کتاب')).toEqual(['کتاب', 'كتاب']);
    expect(spellingVariants('كتاب')).toEqual(['كتاب', 'کتاب']);
  });

  it("sends '12' and '۱۲' whichever the shopper typed (Arabic-Indic digits too)", () => {
    expect(spellingVariants('۱۲')).toEqual(['۱۲', '12']);
    expect(spellingVariants('12')).toEqual(['12', '۱۲']);
    expect(spellingVariants('١٢')).toEqual(['١٢', '12', '۱۲']);
  });

  it('both yeh forms and alef maksura', () => {
    expect(spellingVariants('موسى')).toEqual(['موسى', 'موسی', 'موسي']);
    expect(spellingVariants('علي')).toEqual(['علي', 'علی']);
  });

  it('letters and digits together: the four uniform spellings, the typed one first', () => {
    expect(spellingVariants('كتاب ۱۲')).toEqual(['كتاب ۱۲', 'کتاب 12', 'کتاب ۱۲', 'كتاب 12']);
  });

  it('a mixed spelling is sent as typed and in each uniform spelling: at most five', () => {
    const variants = spellingVariants('كتاب کودک 3');
    expect(variants).toEqual(['كتاب کودک 3', 'کتاب کودک 3', 'کتاب کودک ۳', 'كتاب كودك 3', 'كتاب كودك ۳']);
    for (const query of ['كیک ۱2', 'يی ىك ک 1۲٣', 'a']) expect(spellingVariants(query).length).toBeLessThanOrEqual(5);
  });

  it('one spelling when nothing is ambiguous; none for an empty query', () => {
    expect(spellingVariants('  Galaxy   A ')).toEqual(['Galaxy A']);
    expect(spellingVariants('مداد')).toEqual(['مداد']);
    expect(spellingVariants('   ')).toEqual([]);
  });

  it('drops tatweel and diacritics from what is sent', () => {
    expect(spellingVariants('دفتـــر')).toEqual(['دفتر']);
    expect(spellingVariants('دَفتر')).toEqual(['دفتر']);
  });

  it('every variant finds the same titles with the normalised match', () => {
    for (const variant of spellingVariants('كتاب ۱۲')) expect(matchesSearch('کتاب تست 12', variant)).toBe(true);
  });
});
