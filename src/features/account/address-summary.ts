import type { ContactInfo, Id } from '@/shop-api/browser';

/**
 * An address as the pages show it: one line with the province and city names
 * (address-line.ts, made where the place lists are loaded anyway: on the
 * server and in the address form's chunk), so that pages that only show
 * addresses do not send the place lists to the browser.
 */
export type AddressSummary = {
  id: Id;
  recipient: string;
  line: string;
  phoneNumber: string;
  postalCode: string;
  isDefault: boolean;
};

/** A saved address with its line, for the address book (which also edits it). */
export type SavedAddress = { address: ContactInfo; line: string };

/** Null for an address without an id: it cannot be chosen for an order. */
export function summaryOf({ address, line }: SavedAddress): AddressSummary | null {
  if (address.id === null) return null;
  return {
    id: address.id,
    recipient: address.recipient,
    line,
    phoneNumber: address.phoneNumber,
    postalCode: address.postalCode,
    isDefault: address.isDefault,
  };
}
