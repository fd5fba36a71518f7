import { formatJalaliDate } from '@/lib/text/dates';

/**
 * An API date as a Jalali date in a <time> element; '—' when there is none or
 * it cannot be read.
 */
export function JalaliDate({ value }: { value: string | null }) {
  const date = formatJalaliDate(value);
  return date ? <time dateTime={value ?? undefined}>{date}</time> : '—';
}
