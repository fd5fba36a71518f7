import { toAsciiDigits } from '@/lib/text/persian';
import type { ContactInfoInput } from '@/shop-api/browser';
import { checkMobile } from '@/lib/text/phone';
import { cityInProvince } from './places';
import { ADDRESS_MESSAGES } from './messages';

/** The address form's values and its Persian checks (every field has its message). */
export type AddressValues = {
  recipient: string;
  phone: string;
  provinceId: number | null;
  cityId: number | null;
  address: string;
  postalCode: string;
  position: { lat: number; lng: number } | null;
  isDefault: boolean;
};

export type AddressErrors = Partial<Record<keyof AddressValues, string>>;

export function normalisePostalCode(input: string): string {
  return toAsciiDigits(input).replace(/[\s-]/g, '');
}

export function isValidPosition(position: AddressValues['position']): boolean {
  return (
    position !== null &&
    Number.isFinite(position.lat) &&
    Number.isFinite(position.lng) &&
    Math.abs(position.lat) <= 90 &&
    Math.abs(position.lng) <= 180
  );
}

export function checkAddress(
  values: AddressValues,
): { ok: true; input: ContactInfoInput } | { ok: false; errors: AddressErrors } {
  const errors: AddressErrors = {};
  if (values.recipient.trim() === '') errors.recipient = ADDRESS_MESSAGES.recipient;
  const phone = checkMobile(values.phone);
  if (!phone.ok) errors.phone = phone.message;
  if (values.provinceId === null) errors.provinceId = ADDRESS_MESSAGES.province;
  if (
    values.cityId === null ||
    (values.provinceId !== null && !cityInProvince(values.cityId, values.provinceId))
  ) {
    errors.cityId = ADDRESS_MESSAGES.city;
  }
  if (values.address.trim().length < 10) errors.address = ADDRESS_MESSAGES.address;
  const postalCode = normalisePostalCode(values.postalCode);
  if (!/^\d{10}$/.test(postalCode)) errors.postalCode = ADDRESS_MESSAGES.postalCode;
  if (!isValidPosition(values.position)) errors.position = ADDRESS_MESSAGES.position;
  if (
    Object.keys(errors).length > 0 ||
    !phone.ok ||
    values.provinceId === null ||
    values.cityId === null ||
    !values.position
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: {
      recipient: values.recipient.trim(),
      phoneNumber: phone.value,
      provinceId: values.provinceId,
      cityId: values.cityId,
      address: values.address.trim(),
      postalCode,
      latitude: round(values.position.lat),
      longitude: round(values.position.lng),
      isDefault: values.isDefault,
    },
  };
}

/** Six decimals: about 10 cm, all an address needs. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
