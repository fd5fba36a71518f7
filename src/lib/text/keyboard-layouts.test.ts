import { describe, expect, it } from 'vitest';
import {
  ISIRI_9147,
  LEGACY_WINDOWS,
  persianFromLatinKeys,
  productCodeOf,
  searchAlternative,
  showsConverted,
} from './keyboard-layouts';

/** The keys of a US keyboard that type a character: the four rows, unshifted and shifted. */
const US_KEYS = [
  ..."`1234567890-=qwertyuiop[]\\asdfghjkl;'zxcvbnm,./",
  ...'~!@#$%^&*()_+QWERTYUIOP{}|ASDFGHJKL:"ZXCVBNM<>?',
];

describe('the keyboard layouts', () => {
  it('give every key of the US keyboard, and nothing else, a character on both layouts', () => {
    for (const layout of [ISIRI_9147, LEGACY_WINDOWS]) {
      expect(Object.keys(layout).sort()).toEqual([...US_KEYS].sort());
      for (const key of US_KEYS) expect(Array.from(layout[key] ?? '')).toHaveLength(1);
    }
  });

  it('type the standard (ISIRI 9147) letters row by row, shifted keys included, and the ZWNJ on Shift+B', () => {
    const typed = (keys: string) => Array.from(keys, (key) => ISIRI_9147[key]).join('');
    expect(typed('qwertyuiop[]')).toBe('ضصثقفغعهخحجچ');
    expect(typed("asdfghjkl;'")).toBe('شسیبلاتنمکگ');
    expect(typed('zxcvbnm,')).toBe('ظطزرذدپو');
    expect(typed('ASDFGHJZCM')).toBe('ؤئيإأآةكژء');
    expect(typed('1234567890')).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(ISIRI_9147.B).toBe('\u200C');
    expect(ISIRI_9147['?']).toBe('؟');
  });

  it('differ on the legacy Windows layout only where its letters do: پ on backslash, ئ on M, Arabic yeh and kaf', () => {
    const differing = US_KEYS.filter((key) => ISIRI_9147[key] !== LEGACY_WINDOWS[key]);
    expect(Object.fromEntries(differing.map((key) => [key, LEGACY_WINDOWS[key]]))).toEqual({
      '\\': 'پ',
      m: 'ئ',
      d: 'ي',
      ';': 'ك',
    });
  });
});

describe('a Persian query typed on the US layout', () => {
  it('reads as the Persian meant: the issue’s three examples and words with spaces', () => {
    expect(persianFromLatinKeys('ntjv')).toBe('دفتر');
    expect(persianFromLatinKeys(';jhf')).toBe('کتاب');
    expect(persianFromLatinKeys(']hd')).toBe('چای');
    expect(persianFromLatinKeys('  ;jhf   ]hd ')).toBe('کتاب چای');
  });

  it('reads shifted keys and the ZWNJ key as the layout types them', () => {
    expect(persianFromLatinKeys('Hf')).toBe('آب');
    expect(persianFromLatinKeys('ldBv,l')).toBe('می\u200Cروم');
    expect(persianFromLatinKeys('Ch;')).toBe('ژاک');
  });

  it('takes the legacy layout when a key gives a letter only there: پ typed on backslash', () => {
    // «پیراهن» on the legacy layout (پ on backslash, Arabic yeh on D).
    expect(persianFromLatinKeys('\\dvhik')).toBe('پيراهن');
    // On the standard one, پ is on M.
    expect(persianFromLatinKeys('mdvhik')).toBe('پیراهن');
  });

  it('leaves alone what is not letters on the Persian layout: digits, signs, Persian text, a mix of both scripts, nothing', () => {
    for (const query of ['ntjv 2', 'ntjv!', 'دفتر', 'ntjv دفتر', 'HLD-100', '', '   ', 'Q', '?']) {
      expect(persianFromLatinKeys(query), query).toBeNull();
    }
  });
});

describe('a product code', () => {
  it('is found as typed, with Persian or Arabic digits read as ASCII', () => {
    expect(productCodeOf('HLD-100')).toBe('HLD-100');
    expect(productCodeOf(' bk-1001 ')).toBe('bk-1001');
    expect(productCodeOf('BK-۱۰۰۱')).toBe('BK-1001');
    expect(productCodeOf('BK-١٠٠١')).toBe('BK-1001');
    expect(productCodeOf('A1.2_3')).toBe('A1.2_3');
  });

  it('is found when typed with the keyboard on Persian: «ذن-۱۰۰۱» is BK-1001', () => {
    expect(productCodeOf('ذن-۱۰۰۱')?.toLowerCase()).toBe('bk-1001');
    expect(productCodeOf('امی-۱۰۰')?.toLowerCase()).toBe('hld-100');
  });

  it('is not a word, a title, a number alone or a code with a space', () => {
    for (const query of [
      'دفتر',
      'notebook',
      '1001',
      'BK 1001',
      'BK-',
      '-1001',
      'دفتر ۱۰۰',
      'كی1',
      'x'.repeat(41) + '1',
      '',
    ]) {
      expect(productCodeOf(query), query).toBeNull();
    }
  });
});

describe('what a search is also asked as', () => {
  it('a code first, then the Persian a Latin query meant, else nothing', () => {
    expect(searchAlternative('HLD-100')).toEqual({ kind: 'code', code: 'HLD-100' });
    expect(searchAlternative('ذن-۱۰۰۱')).toEqual({ kind: 'code', code: 'bk-1001' });
    expect(searchAlternative('ntjv')).toEqual({
      kind: 'layout',
      text: 'دفتر',
      spellings: ['دفتر'],
    });
    expect(searchAlternative('دفتر')).toBeNull();
    expect(searchAlternative('notebook 2')).toBeNull();
  });

  it('shows the converted query only where the typed one found nothing, or clearly less', () => {
    expect(showsConverted(0, 1)).toBe(true);
    expect(showsConverted(0, 0)).toBe(false);
    expect(showsConverted(1, 4)).toBe(true);
    expect(showsConverted(3, 5)).toBe(false);
    expect(showsConverted(2, 0)).toBe(false);
  });
});
