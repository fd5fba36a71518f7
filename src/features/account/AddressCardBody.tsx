import { toPersianDigits } from '@/lib/text/persian';
import type { AddressSummary } from './address-summary';

/** The lines of one address: recipient, place and address, postal code and mobile. */
export function AddressCardBody({ address }: { address: AddressSummary }) {
  return (
    <>
      <span className="address-card__title">
        {address.recipient}
        {address.isDefault ? <span className="badge badge--default">پیش‌فرض</span> : null}
      </span>
      <span>{address.line}</span>
      <span className="address-card__meta">
        کد پستی: <bdi dir="ltr">{toPersianDigits(address.postalCode)}</bdi> · موبایل:{' '}
        <bdi dir="ltr">{toPersianDigits(address.phoneNumber)}</bdi>
      </span>
    </>
  );
}
