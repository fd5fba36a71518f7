import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatToman, round2, truncatePrice } from './money';

describe('round2', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [10.126, 10.13],
    [-1.234, -1.23],
    [185000, 185000],
  ])('%s → %s', (amount, expected) => {
    expect(round2(amount)).toBe(expected);
  });
});

describe('truncatePrice', () => {
  it.each([
    [112000.75, 112000],
    [385000.9, 385000],
    [2450000.5, 2450000],
    [15000, 15000],
    [-3.7, -3],
    [Number.NaN, 0],
  ])('%s → %s', (amount, expected) => {
    expect(truncatePrice(amount)).toBe(expected);
  });
});

describe('formatToman', () => {
  it('uses Persian digits, grouping and «تومان»', () => {
    expect(formatToman(185000)).toBe('۱۸۵٬۰۰۰ تومان');
  });

  it('truncates (never rounds) when asked for whole numbers', () => {
    expect(formatToman(385000.9, { whole: true })).toBe('۳۸۵٬۰۰۰ تومان');
    expect(formatAmount(112000.75, { whole: true })).toBe('۱۱۲٬۰۰۰');
  });

  it('keeps up to two decimals otherwise', () => {
    expect(formatAmount(112000.75)).toBe('۱۱۲٬۰۰۰٫۷۵');
  });

  it('holds no ASCII digit and no compact notation for large amounts', () => {
    const text = formatToman(38500000);
    expect(text).toBe('۳۸٬۵۰۰٬۰۰۰ تومان');
    expect(text).not.toMatch(/[0-9]/);
  });
});

describe('formatPercent', () => {
  it('rounds and uses Persian digits', () => {
    expect(formatPercent(12.4)).toBe('۱۲٪');
  });
});
