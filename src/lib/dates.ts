import { PersianCalendar, fromDate, toCalendar } from '@internationalized/date';

export const SHOP_TIME_ZONE = 'Asia/Tehran';

const persianCalendar = new PersianCalendar();

/** The Jalali (Solar Hijri) year of a moment, in Tehran. */
export function jalaliYear(date: Date): number {
  return toCalendar(fromDate(date, SHOP_TIME_ZONE), persianCalendar).year;
}

const persianDateTime = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a Jalali date and time in Tehran, in Persian, e.g. '۱ آذر ۱۴۰۵ ساعت ۱۳:۳۰'. */
export function formatPersianDateTime(date: Date): string {
  return persianDateTime.format(date);
}
