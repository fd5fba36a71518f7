import type { ReactNode } from 'react';
import { Link } from 'waku';
import type { Invoice } from '@/shop-api/browser';
import { formatToman } from '@/lib/text/money';
import { toPersianDigits } from '@/lib/text/persian';
import { profileTabPath } from '@/lib/routing/profile-tabs';
import { JalaliDate } from '@/ui/JalaliDate';

/**
 * Invoices as rows: code, title, date, amount, and a link to the detail;
 * `actions` adds buttons per row.
 */
export function InvoiceRows({
  invoices,
  label,
  actions,
}: {
  invoices: Invoice[];
  label: string;
  actions?: (invoice: Invoice) => ReactNode;
}) {
  return (
    <ul className="order-list" aria-label={label}>
      {invoices.map((invoice) => {
        const code = toPersianDigits(invoice.code ?? invoice.id);
        return (
          <li key={invoice.id} className="order-row">
            <span className="order-row__number">
              <bdi dir="ltr">{code}</bdi>
            </span>
            <span className="order-row__title">{invoice.title ?? invoice.type ?? ''}</span>
            <span className="order-row__date">
              <JalaliDate value={invoice.dateTime} />
            </span>
            <span className="order-row__total">{formatToman(invoice.totalAmount)}</span>
            <span className="order-row__actions">
              <Link
                className="order-row__link"
                to={profileTabPath('invoices', { invoice: invoice.id })}
              >
                مشاهده<span className="visually-hidden"> {code}</span>
              </Link>
              {actions?.(invoice)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
