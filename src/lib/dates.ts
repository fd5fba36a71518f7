import { toPersianDigits } from './persian';
import { PersianCalendar, fromDate, toCalendar } from '@internationalized/date';

export const SHOP_TIME_ZONE = 'Asia/Tehran';

const persianCalendar = new PersianCalendar();

/** The Jalali (Solar Hijri) year of a moment, in Tehran. */
export function jalaliYear(date: Date): number {
  return toCalendar(fromDate(date, SHOP_TIME_ZONE), persianCalendar).year;
}

const PERSIAN_MONTHS = [
  'فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور',
  'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند',
];

/** A moment as a Jalali date in Tehran with Persian digits: '۱۲ خرداد ۱۴۰۴'; null when unreadable. */
export function formatJalaliDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const jalali = toCalendar(fromDate(date, SHOP_TIME_ZONE), persianCalendar);
  return toPersianDigits(`${jalali.day} ${PERSIAN_MONTHS[jalali.month - 1]} ${jalali.year}`);
}
