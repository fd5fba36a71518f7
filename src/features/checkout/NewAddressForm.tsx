'use client';

import { AddressForm } from '../account/AddressForm';
import { addressSummary, type AddressSummary } from '../account/address-summary';

type Props = { tileUrl: string; onSaved: (address: AddressSummary) => void; onCancel: () => void };

/**
 * The accounts issue's address form for checkout, loaded only when the shopper
 * adds an address (it brings the place lists and the map).
 */
export default function NewAddressForm({ tileUrl, onSaved, onCancel }: Props) {
  return (
    <AddressForm
      initial={null}
      tileUrl={tileUrl}
      onCancel={onCancel}
      onSaved={(saved) => {
        const summary = addressSummary(saved);
        if (summary) onSaved(summary);
        // The shop gave the new address no id: the list from the server will have it.
        else window.location.reload();
      }}
    />
  );
}
