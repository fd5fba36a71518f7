import { addressSummaries, type AddressSummary } from '../account/address-summary';
import type { ShopApi } from '../../shop-api/index';

export type SavedAddresses =
  | { kind: 'expired' }
  | { kind: 'loaded'; addresses: AddressSummary[]; loadError: string | null };

/** The shopper's saved addresses for checkout and settlement (server side, with the place names). */
export async function savedAddresses(api: ShopApi): Promise<SavedAddresses> {
  const answer = await api.getContactInfos({ page: 1 });
  if (answer.ok) return { kind: 'loaded', addresses: addressSummaries(answer.value.items), loadError: null };
  if (answer.kind === 'unauthorized') return { kind: 'expired' };
  return { kind: 'loaded', addresses: [], loadError: answer.message };
}
