import { formatJalaliDateByIntl } from '@/lib/text/intl-dates';

/**
 * An API date as a Jalali date in a <time> element; '—' when there is none or
 * it cannot be read. Client components show it: the platform's Intl formats it
 * (src/lib/text/intl-dates.ts).
 */
export function JalaliDate({ value }: { value: string | null }) {
  const date = formatJalaliDateByIntl(value);
  return date ? <time dateTime={value ?? undefined}>{date}</time> : '—';
}
