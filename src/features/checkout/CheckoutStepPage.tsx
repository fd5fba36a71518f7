import 'server-only';
import type { ReactNode } from 'react';
import type { AddressSummary } from '../account/address-summary';
import { answerPage } from '../errors/page-answer';
import { PageMeta } from '@/features/page-kit/PageMeta';
import { loadCheckoutStep } from './saved-addresses';

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
 * its loader's result through the one mapper, inside the page title and
 * heading — the step's view over the saved addresses, or the expired-session
 * notice when the shop answers 401.
 */
export async function CheckoutStepPage({ title, description, returnTo, children }: Props) {
  return answerPage(await loadCheckoutStep(returnTo), {
    frame: (body) => (
      <section className="page container" aria-labelledby="page-title">
        <PageMeta title={title} description={description} noIndex />
        <h1 id="page-title">{title}</h1>
        {body}
      </section>
    ),
    view: ({ addresses, loadError }) => children(addresses, loadError),
  });
}
