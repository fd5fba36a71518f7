import * as v from 'valibot';
import { flagOr, lines, optionalId, optionalText } from './tolerant';
import type { Id } from '../id';

export type ShopLogo = { fullPath: string | null; name: string | null; extension: string | null };

export type ShopData = {
  id: Id | null;
  title: string | null;
  domains: string[];
  /** Missing means true. */
  isActive: boolean;
  /** Missing means false. */
  isMaintenanceMode: boolean;
  /** The e-Namad trust badge id or snippet. */
  trustSignature: string | null;
  /** Raw HTML from the shop: sanitise before showing. */
  aboutContext: string | null;
  privacyTermsContext: string | null;
  conditionsContext: string | null;
  /** JSON text, kept as sent (features/shop-content reads it). */
  contactContext: string | null;
  /** Feature keys, e.g. freeShipping, cashOnDelivery. */
  features: string[];
  logo: ShopLogo | null;
  /** Raw HTML from the shop: sanitise before showing. */
  notificationContent: string | null;
  notificationActivation: string | null;
  notificationExpiration: string | null;
};

const logoSchema = v.pipe(
  v.nullish(
    v.union([
      v.string(),
      v.looseObject({ fullPath: optionalText, name: optionalText, extension: optionalText }),
    ]),
    null,
  ),
  v.transform((logo): ShopLogo | null => {
    if (logo === null) return null;
    if (typeof logo === 'string') {
      return logo.trim() ? { fullPath: logo.trim(), name: null, extension: null } : null;
    }
    if (!logo.fullPath && !logo.name) return null;
    return { fullPath: logo.fullPath, name: logo.name, extension: logo.extension };
  }),
);

export const shopDataSchema = v.pipe(
  v.looseObject({
    id: optionalId,
    title: optionalText,
    domains: lines,
    isActive: flagOr(true),
    isMaintenanceMode: flagOr(false),
    trustSignature: optionalText,
    aboutContext: optionalText,
    privacyTermsContext: optionalText,
    conditionsContext: optionalText,
    contactContext: optionalText,
    features: lines,
    logo: logoSchema,
    notificationContent: optionalText,
    notificationActivation: optionalText,
    notificationExpiration: optionalText,
  }),
  v.transform((raw): ShopData => ({
    id: raw.id,
    title: raw.title,
    domains: raw.domains,
    isActive: raw.isActive,
    isMaintenanceMode: raw.isMaintenanceMode,
    trustSignature: raw.trustSignature,
    aboutContext: raw.aboutContext,
    privacyTermsContext: raw.privacyTermsContext,
    conditionsContext: raw.conditionsContext,
    contactContext: raw.contactContext,
    features: raw.features,
    logo: raw.logo,
    notificationContent: raw.notificationContent,
    notificationActivation: raw.notificationActivation,
    notificationExpiration: raw.notificationExpiration,
  })),
);
