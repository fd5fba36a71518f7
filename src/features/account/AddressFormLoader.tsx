'use client';

import type { ContactInfo } from '@/shop-api/browser';
import { AddressForm } from './AddressForm';
import { addressLine } from './address-line';

type Props = {
  initial: ContactInfo | null;
  tileUrl: string;
  /**
   * The saved address and its line (the place names are known in this chunk);
   * null: read the page again.
   */
  onSaved: (saved: ContactInfo | null, line: string) => void;
  onCancel: () => void;
};

/**
 * The address form as its own chunk, loaded with React.lazy when a shopper
 * adds or edits an address: it brings the place lists and the map.
 */
export default function AddressFormLoader({ onSaved, ...props }: Props) {
  return (
    <AddressForm {...props} onSaved={(saved) => onSaved(saved, saved ? addressLine(saved) : '')} />
  );
}
