/**
 * The profile page's facts that account, orders, invoices and checkout all read:
 * its tabs and their addresses, and the customer group its details name. Kept
 * together, so that the browser gets them as one small shared piece.
 */
import { PROFILE_PATH } from './route-paths';

/** The profile's tabs; the chosen one lives in the URL (`?tab=`). */
export const PROFILE_TABS = [
  { id: 'details', label: 'مشخصات' },
  { id: 'addresses', label: 'نشانی‌ها' },
  { id: 'orders', label: 'سفارش‌ها' },
  { id: 'invoices', label: 'فاکتورها' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

/** The tab a query names; anything else is the personal details. */
export function profileTabOf(query: string | undefined): ProfileTab {
  const tab = new URLSearchParams(query ?? '').get('tab')?.toLowerCase();
  return PROFILE_TABS.find((candidate) => candidate.id === tab)?.id ?? 'details';
}

/** A tab's address, with the tab's own parameters (a page, a detail) after it. */
export function profileTabPath(
  tab: ProfileTab,
  params: Record<string, string | number> = {},
): string {
  const search = new URLSearchParams(tab === 'details' ? {} : { tab });
  for (const [name, value] of Object.entries(params)) search.set(name, String(value));
  const text = search.toString();
  return text ? `${PROFILE_PATH}?${text}` : PROFILE_PATH;
}

/** The customer group the profile's details name for the shop's isStockHolder flag. */
export function customerGroupOf(isStockHolder: boolean): string {
  return isStockHolder ? 'سهامدار' : 'کاربر عادی';
}
