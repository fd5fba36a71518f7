import { describe, expect, it } from 'vitest';
import {
  allResultsHref,
  isSuggestable,
  movedActive,
  optionHrefs,
  suggestionCount,
} from './combobox-rules';

describe('the combobox rules', () => {
  it('suggests from two characters of the normalised text', () => {
    expect(isSuggestable('ک')).toBe(false);
    expect(isSuggestable(' کـ ')).toBe(false);
    expect(isSuggestable('کت')).toBe(true);
    expect(isSuggestable('۱۲')).toBe(true);
  });

  it('«همه نتایج» opens the listing with ?q=, as the form submits it', () => {
    expect(allResultsHref(' کتاب ۱۲ ')).toBe('/Products?q=%DA%A9%D8%AA%D8%A7%D8%A8+%DB%B1%DB%B2');
  });

  it('options: products, categories, categories to browse, then all results; the count is products and categories', () => {
    const suggestions = {
      products: [
        {
          href: '/Product/a/b',
          title: [],
          picture: { src: '' },
          price: 1,
          priceWithDiscount: 1,
          discountPercent: 0,
        },
      ],
      categories: [{ href: '/category/10', name: [] }],
      browse: [{ href: '/category/20', name: 'لوازم التحریر' }],
    };
    expect(optionHrefs(suggestions, 'کت')).toEqual([
      '/Product/a/b',
      '/category/10',
      '/category/20',
      '/Products?q=%DA%A9%D8%AA',
    ]);
    expect(optionHrefs(null, 'کت')).toEqual(['/Products?q=%DA%A9%D8%AA']);
    expect(suggestionCount(suggestions)).toBe(2);
  });

  it('ArrowDown from the box goes to the first option, ArrowUp to the last; both wrap around', () => {
    expect(movedActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(movedActive(0, 3, 'ArrowDown')).toBe(1);
    expect(movedActive(2, 3, 'ArrowDown')).toBe(0);
    expect(movedActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(movedActive(0, 3, 'ArrowUp')).toBe(2);
    expect(movedActive(2, 3, 'ArrowUp')).toBe(1);
    expect(movedActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
