import { toPersianDigits } from './persian';

/** Dates are Jalali (Solar Hijri) in Tehran time, written with Persian digits. */
export const SHOP_TIME_ZONE = 'Asia/Tehran';

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

/** A Jalali day, its month from 1. */
export type JalaliDay = { year: number; month: number; day: number };

/** A Jalali day as the shop writes it: '۱۲ خرداد ۱۴۰۴'. */
export function jalaliDayText({ year, month, day }: JalaliDay): string {
  return toPersianDigits(`${day} ${PERSIAN_MONTHS[month - 1]} ${year}`);
}

/** An API date (or a Date) as a moment; null when there is none or it cannot be read. */
export function readDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
