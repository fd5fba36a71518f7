import { jalaliDayText, readDate, SHOP_TIME_ZONE } from './jalali-text';

/**
 * The Jalali date of code the browser runs, from the platform's Intl rather
 * than @internationalized/date (dates.ts), which cost the browser 4.2 KiB
 * gzipped (docs/decisions/0100). Intl's Persian calendar gives the same day,
 * month and year, which intl-dates.test.ts holds against dates.ts over a
 * century of moments; the month names and digits are the shop's own
 * (jalali-text.ts), so the text is the same whichever browser or Node formats
 * it. fa-IR's calendar is the Persian one in every browser; the numbers are
 * asked for in Latin digits, to be read.
 */
let format: Intl.DateTimeFormat | null = null;
const jalaliFormat = () =>
  (format ??= new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }));

/** A moment as a Jalali date in Tehran: '۱۲ خرداد ۱۴۰۴'; null when unreadable. */
export function formatJalaliDateByIntl(value: string | Date | null | undefined): string | null {
  const date = readDate(value);
  if (!date) return null;
  const parts = jalaliFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return jalaliDayText({ year: part('year'), month: part('month'), day: part('day') });
}
