import { describe, expect, it } from 'vitest';
import { formatJalaliDate } from './dates';
import { formatJalaliDateByIntl } from './intl-dates';

const HOUR = 3_600_000;

/** Moments from 1950 to 2100, 37 hours and 13 minutes apart, so that every hour of the day comes. */
function centuryOfMoments(): Date[] {
  const moments: Date[] = [];
  const end = Date.UTC(2100, 0, 1);
  for (let at = Date.UTC(1950, 0, 1); at < end; at += 37 * HOUR + 13 * 60_000)
    moments.push(new Date(at));
  return moments;
}

/** Each side of Tehran's midnight on the days around Nowruz, 1990 to 2040 (its offset moved in 2022). */
function newYearMidnights(): Date[] {
  const moments: Date[] = [];
  for (let year = 1990; year <= 2040; year++) {
    for (const day of [19, 20, 21, 22]) {
      for (const offsetMinutes of [210, 270]) {
        const midnight = Date.UTC(year, 2, day) - offsetMinutes * 60_000;
        moments.push(new Date(midnight - 60_000), new Date(midnight), new Date(midnight + 60_000));
      }
    }
  }
  return moments;
}

describe('formatJalaliDateByIntl', () => {
  it('writes the same text as the server’s @internationalized/date over a century', () => {
    const differing = [...centuryOfMoments(), ...newYearMidnights()].filter(
      (moment) => formatJalaliDateByIntl(moment) !== formatJalaliDate(moment),
    );
    expect(differing.map((moment) => moment.toISOString())).toEqual([]);
  });

  it('gives the Jalali day, month name and year in Tehran with Persian digits', () => {
    expect(formatJalaliDateByIntl('2025-06-02T09:12:00.000Z')).toBe('۱۲ خرداد ۱۴۰۴');
    expect(formatJalaliDateByIntl('2026-03-20T20:29:00Z')).toBe('۲۹ اسفند ۱۴۰۴');
    expect(formatJalaliDateByIntl('2026-03-20T20:30:00Z')).toBe('۱ فروردین ۱۴۰۵');
  });

  it('gives null for nothing or an unreadable date, as the server does', () => {
    for (const value of [null, undefined, '', 'not a date', new Date(Number.NaN)]) {
      expect(formatJalaliDateByIntl(value)).toBeNull();
      expect(formatJalaliDate(value)).toBeNull();
    }
  });
});
