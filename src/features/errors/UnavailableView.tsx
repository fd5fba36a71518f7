import 'server-only';
import { PageMeta } from '@/features/page-kit/PageMeta';

/**
 * A page whose data could not be had from the shop (502/504 set by the page):
 * its title, kept out of search engines, and the Persian message of the failure.
 */
export function UnavailableView({ title, message }: { title: string; message: string }) {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title={title} noIndex />
      <h1 id="page-title">{title}</h1>
      <p className="empty-state card" role="alert">
        {message}
      </p>
    </section>
  );
}
