import type { Invoice } from '../../shop-api/index';
import { formatJalaliDate } from '../../lib/dates';
import { formatToman } from '../../lib/money';
import { toPersianDigits } from '../../lib/persian';
import { BidiText } from '../../ui/BidiText';
import { invoiceTotals, lineTotal } from './invoice-totals';
import { PrintButton } from './PrintButton';

/** One invoice, printable: the print stylesheet leaves only this on the page. */
export function InvoiceDetail({ invoice, shopTitle }: { invoice: Invoice; shopTitle: string }) {
  const totals = invoiceTotals(invoice);
  const date = formatJalaliDate(invoice.dateTime);
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
        <dl className="details-list invoice__meta">
          <div>
            <dt>تاریخ</dt>
            <dd>{date ? <time dateTime={invoice.dateTime ?? undefined}>{date}</time> : '—'}</dd>
          </div>
          <div>
            <dt>وضعیت</dt>
            <dd>{invoice.isDraft ? 'تأییدنشده' : 'تأییدشده'}</dd>
          </div>
        </dl>
      </header>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">اقلام فاکتور</caption>
          <thead>
            <tr>
              <th scope="col">ردیف</th>
              <th scope="col">محصول</th>
              <th scope="col">واحد</th>
              <th scope="col">تعداد</th>
              <th scope="col">قیمت واحد</th>
              <th scope="col">تخفیف</th>
              <th scope="col">مبلغ</th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => (
              <tr key={`${index}-${item.productId}`}>
                <td>{toPersianDigits(index + 1)}</td>
                <th scope="row">
                  <BidiText text={item.productName ?? `کالای ${toPersianDigits(item.productId)}`} />
                </th>
                <td>{item.unit ?? 'عدد'}</td>
                <td>{toPersianDigits(item.amount)}</td>
                <td>{formatToman(item.price)}</td>
                <td>{formatToman(item.discount)}</td>
                <td>{formatToman(lineTotal(item))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
