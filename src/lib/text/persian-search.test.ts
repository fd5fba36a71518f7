import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  likelySpellings,
  markMatches,
  matchesSearch,
  normalisePersian,
  spellingVariants,
} from './persian-search';

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
    ['spaces around a removed mark', 'قصه \u200c های', 'قصه های'],
    ['a byte order mark', '\ufeffکتاب', 'کتاب'],
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
    expect(variants).toEqual([
      'كتاب کودک 3',
      'کتاب کودک 3',
      'کتاب کودک ۳',
      'كتاب كودك 3',
      'كتاب كودك ۳',
    ]);
    for (const query of ['كیک ۱2', 'يی ىك ک 1۲٣', 'a'])
      expect(spellingVariants(query).length).toBeLessThanOrEqual(5);
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
    for (const variant of spellingVariants('كتاب ۱۲'))
      expect(matchesSearch('کتاب تست 12', variant)).toBe(true);
  });
});

describe('likelySpellings', () => {
  it('the uniform spellings first (Persian letters, then Arabic; ASCII digits, then Persian), the typed one last when it mixes them', () => {
    expect(likelySpellings('كی1', 5)).toEqual(['کی1', 'کی۱', 'كي1', 'كي۱', 'كی1']);
    expect(likelySpellings('كتاب کودک 3', 5)).toEqual([
      'کتاب کودک 3',
      'کتاب کودک ۳',
      'كتاب كودك 3',
      'كتاب كودك ۳',
      'كتاب کودک 3',
    ]);
  });

  it('at most `max`, the same ones whichever spelling was typed', () => {
    for (const typed of ['كی1', 'کی1', 'كي۱', 'کی۱'])
      expect(likelySpellings(typed, 3)).toEqual(['کی1', 'کی۱', 'كي1']);
    expect(likelySpellings('كتاب', 3)).toEqual(['کتاب', 'كتاب']);
    expect(likelySpellings('مداد', 3)).toEqual(['مداد']);
    expect(likelySpellings('  ', 3)).toEqual([]);
  });

  it('holds the same spellings as spellingVariants, in another order', () => {
    for (const query of ['كتاب کودک 3', 'موسى', '١٢', 'Galaxy A'])
      expect(likelySpellings(query, 5).sort()).toEqual(spellingVariants(query).sort());
  });
});

describe('markMatches', () => {
  const marked = (text: string, query: string) =>
    markMatches(text, query)
      .filter((part) => part.mark)
      .map((part) => part.text);

  it("marks 'کتاب' typed as 'كتاب', and the Arabic spelling typed as Persian", () => {
    expect(markMatches('کتاب بوف کور', 'كتاب')).toEqual([
      { text: 'کتاب', mark: true },
      { text: ' بوف کور', mark: false },
    ]);
    expect(marked('كتاب سمفوني مردگان', 'کتاب سمفونی')).toEqual(['كتاب', 'سمفوني']);
  });

  it('marks digits written in another script', () => {
    expect(marked('مداد رنگی ۱۲ رنگ', '12')).toEqual(['۱۲']);
    expect(marked('کتاب تست ریاضی پایه 12 کنکور', '۱۲')).toEqual(['12']);
  });

  it('marks a tatweel, a diacritic or a non-joiner inside the match with it', () => {
    expect(marked('کتـــاب', 'کتاب')).toEqual(['کتـــاب']);
    expect(marked('قصه‌های مجید', 'قصههای')).toEqual(['قصه‌های']);
    expect(marked('کِتاب', 'کتاب')).toEqual(['کِتاب']);
  });

  it('marks every occurrence of every word, in any case', () => {
    expect(marked('دفتر دفترچه', 'دفتر')).toEqual(['دفتر', 'دفتر']);
    expect(marked('Galaxy A55 galaxy', 'GALAXY')).toEqual(['Galaxy', 'galaxy']);
  });

  it('marks nothing for an empty query or a word that is not there', () => {
    expect(markMatches('کتاب', '  ')).toEqual([{ text: 'کتاب', mark: false }]);
    expect(markMatches('کتاب', 'دفتر')).toEqual([{ text: 'کتاب', mark: false }]);
    expect(markMatches('', 'دفتر')).toEqual([]);
  });

  const persianText = fc.string({
    unit: fc.constantFrom(...'کكیيىتاب دفر۱٢3 \u0640\u064e\u200cA'.split('')),
    maxLength: 24,
  });

  it('the parts joined are the text, and a text that matches has a marked part', () => {
    fc.assert(
      fc.property(persianText, persianText, (text, query) => {
        const parts = markMatches(text, query);
        expect(parts.map((part) => part.text).join('')).toBe(text.normalize('NFC'));
        if (normalisePersian(query) !== '' && matchesSearch(text, query))
          expect(parts.some((part) => part.mark)).toBe(true);
      }),
    );
  });

  it('no word of the query is left whole in an unmarked part', () => {
    fc.assert(
      fc.property(persianText, persianText, (text, query) => {
        const words = normalisePersian(query).split(' ').filter(Boolean);
        for (const part of markMatches(text, query).filter((each) => !each.mark)) {
          const plain = normalisePersian(part.text);
          expect(words.filter((word) => plain.includes(word))).toEqual([]);
        }
      }),
    );
  });
});
