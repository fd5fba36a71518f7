import { Link } from 'waku';
import type { ShopApi } from '@/shop-api/index';
import { Pagination } from '@/ui/Pagination';
import { idParam, pageParam } from '@/lib/routing/query-params';
import { profileTabPath } from '@/lib/routing/profile-tabs';
import { DraftInvoices } from './DraftInvoices';
import { InvoiceDetail } from './InvoiceDetail';
import { InvoiceRows } from './InvoiceRows';
import { INVOICE_MESSAGES } from './messages';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';

/**
 * The profile's invoices tab: the drafts (GET …/invoices/drafts) and the
 * invoices (GET …/invoices, 10 a page); `invoice=` shows one, printable.
 */
export async function InvoicesTab({
  api,
  query,
  shopTitle,
}: {
  api: ShopApi;
  query: string;
  shopTitle: string;
}) {
  const params = new URLSearchParams(query);
  const invoiceId = idParam(params, 'invoice');
  if (invoiceId) {
    const answer = await api.getInvoice(invoiceId);
    return (
      <>
        <p className="no-print">
          <Link to={profileTabPath('invoices')} scroll={false}>
            بازگشت به فهرست فاکتورها
          </Link>
        </p>
        {answer.ok ? (
          <InvoiceDetail invoice={answer.value} shopTitle={shopTitle} />
        ) : (
          <FormErrorBanner>
            {answer.kind === 'notFound' ? INVOICE_MESSAGES.notFound : answer.message}
          </FormErrorBanner>
        )}
      </>
    );
  }
  const page = pageParam(params);
  const [drafts, invoices] = await Promise.all([api.getDraftInvoices(), api.getInvoices({ page })]);
  return (
    <>
      <section className="profile__section" aria-labelledby="drafts-title">
        <h3 id="drafts-title">پیش‌فاکتورها</h3>
        <DraftInvoices
          initial={drafts.ok ? drafts.value : []}
          loadError={drafts.ok ? null : drafts.message}
        />
      </section>
      <section className="profile__section" aria-labelledby="invoices-title">
        <h3 id="invoices-title">فاکتورهای صادرشده</h3>
        {!invoices.ok ? (
          <FormErrorBanner>{invoices.message}</FormErrorBanner>
        ) : invoices.value.items.length === 0 ? (
          <p className="empty-state">{INVOICE_MESSAGES.noInvoices}</p>
        ) : (
          <>
            <InvoiceRows invoices={invoices.value.items} label="فاکتورهای صادرشده" />
            <Pagination
              page={page}
              totalPages={invoices.value.totalPages}
              hrefFor={(n) => profileTabPath('invoices', n === 1 ? {} : { page: n })}
              label="صفحه‌های فاکتورها"
            />
          </>
        )}
      </section>
    </>
  );
}
