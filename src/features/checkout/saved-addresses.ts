import { withLines } from '../account/address-line';
import { summaryOf, type AddressSummary } from '../account/address-summary';
import type { ShopApi } from '@/shop-api/index';

export type SavedAddresses = { kind: 'expired' } | { kind: 'loaded'; addresses: AddressSummary[]; loadError: string | null };

/** The shopper's saved addresses for checkout and settlement (server side, with the place names). */
export async function savedAddresses(api: ShopApi): Promise<SavedAddresses> {
  const answer = await api.getContactInfos({ page: 1 });
  if (answer.ok) {
    const addresses = withLines(answer.value.items).flatMap((saved) => summaryOf(saved) ?? []);
    return { kind: 'loaded', addresses, loadError: null };
  }
  if (answer.kind === 'unauthorized') return { kind: 'expired' };
  return { kind: 'loaded', addresses: [], loadError: answer.message };
}
