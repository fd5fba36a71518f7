import 'server-only';
import type { ReactNode } from 'react';
import { PageMeta } from '@/server/PageMeta';
import { requestShopApi } from '@/server/shop-api';
import type { AddressSummary } from '../account/address-summary';
import { SessionExpired } from '../session/SessionExpired';
import { savedAddresses } from './saved-addresses';

type Props = {
  title: string;
  description: string;
  /** The page itself, where the login brings an expired session back. */
  returnTo: string;
  /** The step's view, given the shopper's saved addresses. */
  children: (addresses: AddressSummary[], loadError: string | null) => ReactNode;
};

/**
 * A step of the purchase (/checkout, /Settlement, both behind the auth guard):
 * the page title, then the step's view over the saved addresses read on the
 * server, or the expired-session notice when the shop answers 401.
 */
export async function CheckoutStepPage({ title, description, returnTo, children }: Props) {
  const saved = await savedAddresses(requestShopApi());
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title={title} description={description} noIndex />
      <h1 id="page-title">{title}</h1>
      {saved.kind === 'expired' ? <SessionExpired returnTo={returnTo} /> : children(saved.addresses, saved.loadError)}
    </section>
  );
}
