import type { ContactInfo } from '@/shop-api/browser';
import type { SavedAddress } from './address-summary';
import { cityName, provinceName } from './places';

/** «استان، شهر، نشانی» with the names from the place lists; unknown places are left out. */
export function addressLine(
  address: Pick<ContactInfo, 'provinceId' | 'cityId' | 'address'>,
): string {
  return [provinceName(address.provinceId), cityName(address.cityId), address.address.trim()]
    .filter(Boolean)
    .join('، ');
}

export function withLines(addresses: readonly ContactInfo[]): SavedAddress[] {
  return addresses.map((address) => ({ address, line: addressLine(address) }));
}
