import { PersianCalendar, fromDate, toCalendar, type ZonedDateTime } from '@internationalized/date';
import { toPersianDigits } from './persian';

/** Dates are Jalali (Solar Hijri) in Tehran time, written with Persian digits. */
export const SHOP_TIME_ZONE = 'Asia/Tehran';

const persianCalendar = new PersianCalendar();

const PERSIAN_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
];

function inTehranJalali(date: Date): ZonedDateTime {
  return toCalendar(fromDate(date, SHOP_TIME_ZONE), persianCalendar);
}

function readDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Jalali year of a moment, in Tehran. */
export function jalaliYear(date: Date): number {
  return inTehranJalali(date).year;
}

/** A moment as a Jalali date: '۱۲ خرداد ۱۴۰۴'; null when unreadable. */
export function formatJalaliDate(value: string | Date | null | undefined): string | null {
  const date = readDate(value);
  if (!date) return null;
  const jalali = inTehranJalali(date);
  return toPersianDigits(`${jalali.day} ${PERSIAN_MONTHS[jalali.month - 1]} ${jalali.year}`);
}

/** A moment as a Jalali date and Tehran time: '۱ آذر ۱۴۰۵ ساعت ۱۳:۳۰'. */
export function formatPersianDateTime(date: Date): string {
  const jalali = inTehranJalali(date);
  const time = `${String(jalali.hour).padStart(2, '0')}:${String(jalali.minute).padStart(2, '0')}`;
  return `${formatJalaliDate(date) ?? ''} ساعت ${toPersianDigits(time)}`;
}
