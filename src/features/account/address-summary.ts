import type { ContactInfo } from '../../shop-api/browser';
import { cityName, provinceName } from './places';

/**
 * An address as the pages show it: one line with the province and city names
 * from the place lists. Made where the place lists are loaded anyway (the
 * server, the address form), so that pages that only show addresses do not
 * send the lists to the browser.
 */
export type AddressSummary = {
  id: string;
  recipient: string;
  line: string;
  phoneNumber: string;
  postalCode: string;
  isDefault: boolean;
};

export function addressLine(address: Pick<ContactInfo, 'provinceId' | 'cityId' | 'address'>): string {
  return [provinceName(address.provinceId), cityName(address.cityId), address.address.trim()].filter(Boolean).join('، ');
}

/** Null for an address without an id: it cannot be chosen for an order. */
export function addressSummary(address: ContactInfo): AddressSummary | null {
  if (!address.id) return null;
  return {
    id: address.id,
    recipient: address.recipient,
    line: addressLine(address),
    phoneNumber: address.phoneNumber,
    postalCode: address.postalCode,
    isDefault: address.isDefault,
  };
}

export function addressSummaries(addresses: readonly ContactInfo[]): AddressSummary[] {
  return addresses.flatMap((address) => addressSummary(address) ?? []);
}
