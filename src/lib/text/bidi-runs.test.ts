import { describe, expect, it } from 'vitest';
import { bidiRuns } from './bidi-runs';

describe('bidiRuns', () => {
  it('isolates a model code with its hyphen', () => {
    expect(bidiRuns('هدفون بی‌سیم سونی WH-CH720N')).toEqual([
      { text: 'هدفون بی‌سیم سونی ', latin: false },
      { text: 'WH-CH720N', latin: true },
    ]);
  });

  it('keeps a Latin phrase with spaces as one run, in the middle of Persian', () => {
    expect(bidiRuns('گوشی موبایل سامسونگ Galaxy A55 ظرفیت ۲۵۶ گیگابایت')).toEqual([
      { text: 'گوشی موبایل سامسونگ ', latin: false },
      { text: 'Galaxy A55', latin: true },
      { text: ' ظرفیت ۲۵۶ گیگابایت', latin: false },
    ]);
  });

  it('leaves Persian text, Persian digits and bare ASCII numbers alone', () => {
    expect(bidiRuns('کتاب بوف کور')).toEqual([{ text: 'کتاب بوف کور', latin: false }]);
    expect(bidiRuns('دفتر ۱۰۰ برگ')).toEqual([{ text: 'دفتر ۱۰۰ برگ', latin: false }]);
    expect(bidiRuns('دفتر 100 برگ')).toEqual([{ text: 'دفتر 100 برگ', latin: false }]);
    expect(bidiRuns('')).toEqual([]);
  });

  it('does not swallow the punctuation around a run', () => {
    expect(bidiRuns('شارژر (Type-C)، ۲۰ وات')).toEqual([
      { text: 'شارژر (', latin: false },
      { text: 'Type-C', latin: true },
      { text: ')، ۲۰ وات', latin: false },
    ]);
    expect(bidiRuns('ضدآفتاب SPF50 بی‌رنگ')).toEqual([
      { text: 'ضدآفتاب ', latin: false },
      { text: 'SPF50', latin: true },
      { text: ' بی‌رنگ', latin: false },
    ]);
  });
});
