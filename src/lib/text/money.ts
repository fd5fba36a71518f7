import { toPersianDigits } from './persian';

export const TOMAN = 'تومان';

/**
 * The two number formats, made on first use: making a fa-IR format loads the
 * locale's data (147 ms of a home page's first load at Lighthouse's 4× CPU
 * slowdown), and the browser loads this module with every page's shell,
 * mostly without formatting anything.
 */
let formats: { whole: Intl.NumberFormat; exact: Intl.NumberFormat } | null = null;
const numberFormats = () =>
  (formats ??= {
    whole: new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0, useGrouping: true }),
    exact: new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 2, useGrouping: true }),
  });

/** An amount rounded to two decimals: the totals of carts and invoices (and the fixture shop's). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A price cut to a whole number, towards zero (SPEC §9: home prices are
 * truncated, not rounded).
 */
export function truncatePrice(amount: number): number {
  return Number.isFinite(amount) ? Math.trunc(amount) : 0;
}

/**
 * An amount with Persian digits and grouping, without the currency: never the
 * currency style and never compact notation. `whole` truncates first.
 */
export function formatAmount(amount: number, options: { whole?: boolean } = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return options.whole
    ? numberFormats().whole.format(truncatePrice(value))
    : numberFormats().exact.format(value);
}

/** '۱۸۵٬۰۰۰ تومان'. */
export function formatToman(amount: number, options: { whole?: boolean } = {}): string {
  return `${formatAmount(amount, options)} ${TOMAN}`;
}

/** '۱۰٪'. */
export function formatPercent(percent: number): string {
  return `${toPersianDigits(Math.round(percent))}٪`;
}
