import * as v from 'valibot';
import { pagedSchema } from './paged';
import { flagOr, num, optionalId, optionalNum, textOr } from './tolerant';
import type { Id } from '../id';

/** A delivery address. Province and city ids are those of the static place lists. */
export type ContactInfo = {
  id: Id | null;
  recipient: string;
  phoneNumber: string;
  provinceId: number;
  cityId: number;
  address: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  isDefault: boolean;
};

/**
 * What a new or edited address sends: the address without its id; the position
 * and the default flag optional.
 */
export type ContactInfoInput = Omit<ContactInfo, 'id' | 'latitude' | 'longitude' | 'isDefault'> &
  Partial<Pick<ContactInfo, 'latitude' | 'longitude' | 'isDefault'>>;

export const contactInfoSchema = v.pipe(
  v.looseObject({
    id: optionalId,
    recipient: textOr(''),
    phoneNumber: textOr(''),
    provinceId: num,
    cityId: num,
    address: textOr(''),
    postalCode: textOr(''),
    latitude: optionalNum,
    longitude: optionalNum,
    isDefault: flagOr(false),
  }),
  v.transform((raw): ContactInfo => ({
    id: raw.id,
    recipient: raw.recipient,
    phoneNumber: raw.phoneNumber,
    provinceId: raw.provinceId,
    cityId: raw.cityId,
    address: raw.address,
    postalCode: raw.postalCode,
    latitude: raw.latitude,
    longitude: raw.longitude,
    isDefault: raw.isDefault,
  })),
);

export const contactInfoPageSchema = pagedSchema(contactInfoSchema);
