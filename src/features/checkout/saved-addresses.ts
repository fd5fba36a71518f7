import 'server-only';
import { pageOk, type PageResult } from '@/features/page-kit/page-result';
import { requestShopApi } from '@/server/upstream/shop-api';
import { withLines } from '../account/address-line';
import { summaryOf, type AddressSummary } from '../account/address-summary';

export type CheckoutStepData = { addresses: AddressSummary[]; loadError: string | null };

/**
 * A purchase step's data (/checkout, /Settlement): the shopper's saved
 * addresses with their place names. A 401 is the expired session, whose login
 * comes back to `returnTo`; any other failure leaves the step usable, its list
 * empty and the failure's text beside it.
 */
export async function loadCheckoutStep(returnTo: string): Promise<PageResult<CheckoutStepData>> {
  const answer = await requestShopApi().getContactInfos({ page: 1 });
  if (answer.ok) {
    const addresses = withLines(answer.value.items).flatMap((saved) => summaryOf(saved) ?? []);
    return pageOk({ addresses, loadError: null });
  }
  if (answer.kind === 'unauthorized') return { kind: 'unauthorised', returnTo };
  return pageOk({ addresses: [], loadError: answer.message });
}
