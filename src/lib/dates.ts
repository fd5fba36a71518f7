import { PersianCalendar, fromDate, toCalendar } from '@internationalized/date';

export const SHOP_TIME_ZONE = 'Asia/Tehran';

const persianCalendar = new PersianCalendar();

/** The Jalali (Solar Hijri) year of a moment, in Tehran. */
export function jalaliYear(date: Date): number {
  return toCalendar(fromDate(date, SHOP_TIME_ZONE), persianCalendar).year;
}
