/**
 * Persian labels for the shop's feature keys (ShopData.features, docs/api-shapes.md).
 * Shared by the footer and the catalogue.
 */
export const FEATURE_LABELS: Readonly<Record<string, string>> = {
  freeShipping: 'ارسال رایگان',
  fastExpressDelivery: 'ارسال سریع و اکسپرس',
  cashOnDelivery: 'پرداخت در محل',
  sevenDayReturnGuarantee: 'هفت روز ضمانت بازگشت کالا',
  twentyFourSevenSupport: 'پشتیبانی ۲۴ ساعته در ۷ روز هفته',
  authenticityGuaranteed: 'ضمانت اصالت کالا',
  bestPriceGuarantee: 'تضمین بهترین قیمت',
  freeGiftWithPurchase: 'هدیهٔ رایگان همراه خرید',
  securePaymentGateway: 'درگاه پرداخت امن',
  onlineOrderTracking: 'پیگیری آنلاین سفارش',
};

export type ShopFeature = { key: string; label: string };

/**
 * The known features of the shop in the order it lists them, each once. Keys
 * are matched without regard to case; unknown keys are left out rather than
 * shown in English.
 */
export function shopFeatures(keys: readonly string[]): ShopFeature[] {
  const byLowerKey = new Map(
    Object.entries(FEATURE_LABELS).map(([key, label]) => [key.toLowerCase(), { key, label }]),
  );
  const seen = new Set<string>();
  const features: ShopFeature[] = [];
  for (const raw of keys) {
    const known = byLowerKey.get(raw.trim().toLowerCase());
    if (!known || seen.has(known.key)) continue;
    seen.add(known.key);
    features.push(known);
  }
  return features;
}
