import type { Invoice } from '@/shop-api/index';
import { formatToman } from '@/lib/text/money';
import { toPersianDigits } from '@/lib/text/persian';
import { LineItemsTable } from '@/ui/LineItemsTable';
import { invoiceLineItems, invoiceTotals } from './invoice-totals';
import { PrintButton } from './PrintButton';
import { JalaliDate } from '@/ui/JalaliDate';
import { DetailsList } from '@/ui/DetailsList';

/** One invoice, printable: the print stylesheet leaves only this on the page. */
export function InvoiceDetail({ invoice, shopTitle }: { invoice: Invoice; shopTitle: string }) {
  const totals = invoiceTotals(invoice);
  const kind = invoice.isDraft ? 'پیش‌فاکتور' : (invoice.type ?? 'فاکتور');
  return (
    <article className="invoice printable" aria-labelledby="invoice-title">
      <header className="invoice__header">
        <div>
          <p className="invoice__shop">{shopTitle}</p>
          <h3 id="invoice-title">
            {kind} <bdi dir="ltr">{toPersianDigits(invoice.code ?? invoice.id)}</bdi>
          </h3>
          {invoice.title ? <p className="invoice__title">{invoice.title}</p> : null}
        </div>
        <DetailsList
          className="invoice__meta"
          rows={[
            { term: 'تاریخ', detail: <JalaliDate value={invoice.dateTime} /> },
            { term: 'وضعیت', detail: invoice.isDraft ? 'تأییدنشده' : 'تأییدشده' },
          ]}
        />
      </header>
      <LineItemsTable
        caption="اقلام فاکتور"
        items={invoiceLineItems(invoice)}
        columns={{ number: true, unit: true, discount: true }}
      />
      <dl className="totals invoice__totals">
        <div>
          <dt>جمع اقلام</dt>
          <dd>{formatToman(totals.subtotal)}</dd>
        </div>
        <div className={totals.discount > 0 ? 'totals__discount' : undefined}>
          <dt>تخفیف</dt>
          <dd>{formatToman(totals.discount)}</dd>
        </div>
        <div>
          <dt>هزینه ارسال</dt>
          <dd>{totals.transportation > 0 ? formatToman(totals.transportation) : 'رایگان'}</dd>
        </div>
        <div className="totals__payable">
          <dt>مبلغ قابل پرداخت</dt>
          <dd>{formatToman(totals.payable)}</dd>
        </div>
      </dl>
      <p className="no-print">
        <PrintButton />
      </p>
    </article>
  );
}
