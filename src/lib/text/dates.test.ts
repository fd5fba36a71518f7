import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatPersianDateTime, jalaliYear } from './dates';

describe('jalaliYear', () => {
  it('changes at Nowruz, in Tehran', () => {
    expect(jalaliYear(new Date('2026-03-20T12:00:00Z'))).toBe(1404);
    expect(jalaliYear(new Date('2026-03-21T12:00:00Z'))).toBe(1405);
    expect(jalaliYear(new Date('2026-11-22T00:00:00Z'))).toBe(1405);
  });
});

describe('formatPersianDateTime', () => {
  it('writes the Jalali date and the Tehran time in Persian digits', () => {
    const text = formatPersianDateTime(new Date('2026-11-22T10:00:00Z'));
    expect(text).toContain('۱ آذر ۱۴۰۵');
    expect(text).toContain('۱۳:۳۰');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('turns the day at Tehran midnight, not UTC midnight', () => {
    expect(formatPersianDateTime(new Date('2026-11-22T20:29:00Z'))).toContain('۱ آذر');
    expect(formatPersianDateTime(new Date('2026-11-22T20:31:00Z'))).toContain('۲ آذر');
  });
});

describe('formatJalaliDate', () => {
  it('gives the Jalali day, month name and year in Tehran with Persian digits', () => {
    expect(formatJalaliDate('2025-06-02T09:12:00.000Z')).toBe('۱۲ خرداد ۱۴۰۴');
    expect(formatJalaliDate('2026-03-20T21:00:00Z')).toBe('۱ فروردین ۱۴۰۵');
  });

  it('gives null for nothing or an unreadable date', () => {
    expect(formatJalaliDate(null)).toBeNull();
    expect(formatJalaliDate('not a date')).toBeNull();
  });
});
