import 'server-only';
import type { ReactNode } from 'react';
import { PageMeta } from '../layout/PageMeta';

type Props = { title: string; description: string; children: ReactNode };

/**
 * A step of the purchase (/checkout, /Settlement, both behind the auth guard)
 * around its view or the expired-session notice: the page title and heading.
 */
export function CheckoutStepPage({ title, description, children }: Props) {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title={title} description={description} noIndex />
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}
