import { PersianCalendar, fromDate, toCalendar, type ZonedDateTime } from '@internationalized/date';
import { toPersianDigits } from './persian';
import { jalaliDayText, readDate, SHOP_TIME_ZONE } from './jalali-text';

/**
 * The server's dates, with @internationalized/date. What the browser runs
 * formats with intl-dates.ts instead, which its test holds to the same text.
 */
const persianCalendar = new PersianCalendar();

function inTehranJalali(date: Date): ZonedDateTime {
  return toCalendar(fromDate(date, SHOP_TIME_ZONE), persianCalendar);
}

/** The Jalali year of a moment, in Tehran. */
export function jalaliYear(date: Date): number {
  return inTehranJalali(date).year;
}

/** A moment as a Jalali date: '۱۲ خرداد ۱۴۰۴'; null when unreadable. */
export function formatJalaliDate(value: string | Date | null | undefined): string | null {
  const date = readDate(value);
  if (!date) return null;
  return jalaliDayText(inTehranJalali(date));
}

/** A moment as a Jalali date and Tehran time: '۱ آذر ۱۴۰۵ ساعت ۱۳:۳۰'. */
export function formatPersianDateTime(date: Date): string {
  const jalali = inTehranJalali(date);
  const time = `${String(jalali.hour).padStart(2, '0')}:${String(jalali.minute).padStart(2, '0')}`;
  return `${formatJalaliDate(date) ?? ''} ساعت ${toPersianDigits(time)}`;
}
